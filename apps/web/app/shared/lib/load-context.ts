declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The visitor's device id, set by the server before Remix runs (server.js). */
    deviceId: string;
    /** The visitor's address, forwarded to the API for rate limits. */
    clientIp: string;
    /** The nonce of the page's inline scripts, named by its Content-Security-Policy. */
    nonce: string;
    /** DEV_ROUTES is set on the web server and the visitor is this machine (loopback). */
    devRoutes?: boolean;
    /**
     * Set by the web server only (server/member-pages.js), never from a request: render the
     * page every member shares, with the tokens of `member-page.ts` for their own parts.
     */
    memberTemplate?: boolean;
  }
}

export {};
