import http from 'node:http';
import https from 'node:https';
import { logFailedRequest } from './request-log.js';

/** The path the browser opens the chat socket on (the web's own origin; ADR 0037, 0038). */
export const CHAT_SOCKET_PATH = '/_chat/socket';

/** Headers of the browser's upgrade that the API's WebSocket handshake needs, and no more. */
const HANDSHAKE_HEADERS = [
  'sec-websocket-key',
  'sec-websocket-version',
  'sec-websocket-extensions',
  'sec-websocket-protocol',
  'user-agent',
  'accept-language',
];

const COOKIE_VALUE = /^[A-Za-z0-9._:~+/=-]{1,4096}$/;

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value;
    try {
      value = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
    return COOKIE_VALUE.test(value) ? value : undefined;
  }
  return undefined;
}

function hostOf(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Answers an upgrade with a bare status and closes the connection. */
function refuse(socket, req, status, reason) {
  logFailedRequest({ method: 'GET', url: req.url, status, reason });
  if (!socket.writable) return socket.destroy();
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

/**
 * The chat socket through the web server: the browser opens `wss://{site}/_chat/socket`, this
 * checks its Origin (this site, or PUBLIC_URL behind a proxy: another site cannot open a socket
 * with a visitor's cookies), takes the HttpOnly `access_token` and `device_id` cookies and opens
 * `{api}/chats/socket` with them as the `Access-Token` and `Device-Id` headers, as every other
 * API call does. From the API's 101 on, the two connections are piped byte for byte: the frames
 * are the API's (ADR 0037). No token is ever in a URL or in a log.
 *
 * `apiBase` is the API's base (`http://127.0.0.1:3001/api`), `publicOrigin` PUBLIC_URL.
 * Returns the `upgrade` listener of the HTTP server and the count of open pairs (for a test).
 */
export function chatSocketProxy({ apiBase, publicOrigin, trustProxy = false }) {
  const target = new URL(`${apiBase.replace(/\/$/, '')}/chats/socket`);
  const client = target.protocol === 'https:' ? https : http;
  const open = new Set();

  function onUpgrade(req, socket, head) {
    socket.on('error', () => socket.destroy());
    let path;
    try {
      path = new URL(req.url ?? '/', 'http://web').pathname;
    } catch {
      return refuse(socket, req, 400, 'upgrade path does not parse');
    }
    if (path !== CHAT_SOCKET_PATH) return refuse(socket, req, 404, 'no socket at this path');
    if ((req.headers.upgrade ?? '').toLowerCase() !== 'websocket')
      return refuse(socket, req, 400, 'not a WebSocket upgrade');

    const origin = req.headers.origin;
    const host = req.headers['x-forwarded-host']?.split(',')[0]?.trim() || req.headers.host;
    const sameSite =
      origin === undefined
        ? req.headers['sec-fetch-site'] !== 'cross-site'
        : origin === publicOrigin || (hostOf(origin) !== undefined && hostOf(origin) === host);
    if (!sameSite) return refuse(socket, req, 403, 'chat socket opened from another site');

    const token = readCookie(req.headers.cookie, 'access_token');
    const deviceId = readCookie(req.headers.cookie, 'device_id');
    if (!token || !deviceId) return refuse(socket, req, 401, 'chat socket without a session');

    const headers = {
      Connection: 'Upgrade',
      Upgrade: 'websocket',
      'Access-Token': token,
      'Device-Id': deviceId,
    };
    for (const name of HANDSHAKE_HEADERS) {
      if (req.headers[name]) headers[name] = req.headers[name];
    }
    const forwarded = trustProxy
      ? req.headers['x-forwarded-for']?.split(',')[0]?.trim()
      : undefined;
    const address = forwarded || req.socket.remoteAddress;
    if (address) headers['X-Forwarded-For'] = address.replace(/^::ffff:/, '');

    const upstream = client.request(target, { method: 'GET', headers, timeout: 10_000 });
    const fail = (status, reason) => {
      upstream.destroy();
      refuse(socket, req, status, reason);
    };
    upstream.on('timeout', () => fail(504, 'chat socket: the API did not answer'));
    upstream.on('error', () => fail(502, 'chat socket: the API is unreachable'));
    socket.on('close', () => upstream.destroy());
    // The API refused the upgrade (401 for an expired token, 403, 429...): the same status.
    upstream.on('response', (res) => {
      res.resume();
      refuse(socket, req, res.statusCode ?? 502, 'chat socket refused by the API');
    });
    upstream.on('upgrade', (res, apiSocket, apiHead) => {
      if (socket.destroyed) return apiSocket.destroy();
      const lines = [`HTTP/1.1 101 Switching Protocols`];
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (apiHead?.length) socket.write(apiHead);
      if (head?.length) apiSocket.write(head);
      socket.setNoDelay(true);
      apiSocket.setNoDelay(true);
      const pair = { socket, apiSocket };
      open.add(pair);
      const close = () => {
        open.delete(pair);
        socket.destroy();
        apiSocket.destroy();
      };
      apiSocket.on('error', close);
      apiSocket.on('close', close);
      socket.on('close', close);
      apiSocket.pipe(socket);
      socket.pipe(apiSocket);
    });
    upstream.end();
  }

  return {
    onUpgrade,
    /** Open browser ↔ API pairs. */
    get open() {
      return open.size;
    },
    /** Closes every open pair (server shutdown). */
    closeAll() {
      for (const pair of open) {
        pair.socket.destroy();
        pair.apiSocket.destroy();
      }
    },
  };
}
