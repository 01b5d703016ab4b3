/**
 * `Content-Disposition` of a download named `name` (RFC 6266 / 5987: UTF-8, percent-encoded,
 * so Khmer and spaces survive and nothing in the name can break the header). Not sniffed: the web
 * server sends `X-Content-Type-Options: nosniff` on every answer (server/security-headers.js),
 * and the Remix adapter appends a route's own headers, so a route that set it again sent it twice.
 */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}
