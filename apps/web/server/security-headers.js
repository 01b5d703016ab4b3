// @ts-check
/**
 * The security headers of every answer of the web server (ADR 0016). The
 * Content-Security-Policy is the page's own (entry.server.tsx): it names the nonce of the
 * page's inline scripts, and the shared page cache keeps the two together.
 *
 * No other site may frame a page (clickjacking), the full address never leaves for another
 * site, browser features no page uses are off, and in production browsers are told to come
 * back over HTTPS only.
 */
import { randomBytes } from 'node:crypto';

/** A fresh nonce for one render's inline scripts. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/** Features no page of ours uses (geolocation: our own pages only, for maps later). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()';

/**
 * @param {{ hsts: boolean }} options `hsts`: the site is served over HTTPS (production).
 * @returns {import('express').RequestHandler}
 */
export function securityHeaders({ hsts }) {
  return (_req, res, next) => {
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
