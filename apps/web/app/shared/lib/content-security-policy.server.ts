import { serverEnv } from '../config/env.server.ts';

/**
 * The page's Content-Security-Policy (ADR 0016), set by entry.server.tsx with the
 * nonce of the render: scripts run only from our origin or with that nonce (Remix's inline
 * scripts), so an injected `<script>` or `onclick=` does nothing; no site may frame the page;
 * forms go to our own pages (and Google's sign-in, when it is on). Off in development, where
 * Vite's client injects inline scripts of its own.
 */
export function contentSecurityPolicy(nonce: string): string | undefined {
  if (!serverEnv.isProduction) return undefined;
  const google = serverEnv.google.clientId
    ? [new URL(serverEnv.google.authorizationUrl).origin]
    : [];
  return [
    "default-src 'self'",
    // 'strict-dynamic': the modules the nonced scripts import may load theirs.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Components set styles from script (toasts, tooltip positions).
    "style-src 'self' 'unsafe-inline'",
    // Ad photos come from the API's media address or a CDN (MEDIA_BASE_URL), not known here.
    'img-src * data: blob:',
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...google].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}
