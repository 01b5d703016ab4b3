// A stand-in for Google's OAuth endpoints in the browser tests (never a stub of our code):
// an account chooser, the authorization-code redirect, the token exchange, userinfo and
// tokeninfo (the API checks that an access token was issued to CLIENT_ID).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_GOOGLE_PORT ?? 4103);
const CLIENT_ID = process.env.GOOGLE_CLIENT_ID ?? 'fake-google-client';
const CLIENT_SECRET = process.env.GOOGLE_CLIENT_SECRET ?? 'fake-google-secret';

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (value) => {
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};
const escape = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function body(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

function json(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/health') return json(res, 200, { ok: true });

  if (url.pathname === '/o/oauth2/v2/auth') {
    if (url.searchParams.get('client_id') !== CLIENT_ID)
      return json(res, 400, { error: 'invalid_client' });
    const hidden = ['redirect_uri', 'state']
      .map(
        (name) =>
          `<input type="hidden" name="${name}" value="${escape(url.searchParams.get(name) ?? '')}">`,
      )
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(`<!doctype html><html lang="en"><title>Choose an account</title><main>
      <h1>Choose an account</h1>
      <form action="/approve" method="get">${hidden}
        <label>Email <input name="email" type="email"></label>
        <label>First name <input name="given_name"></label>
        <label>Last name <input name="family_name"></label>
        <label><input type="checkbox" name="unverified" value="1"> Email not verified</label>
        <button type="submit">Continue</button>
      </form></main></html>`);
  }

  if (url.pathname === '/approve') {
    const identity = {
      email: url.searchParams.get('email'),
      given_name: url.searchParams.get('given_name'),
      family_name: url.searchParams.get('family_name'),
      email_verified: url.searchParams.get('unverified') !== '1',
    };
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', encode(identity));
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { location: back.toString() });
    return res.end();
  }

  if (url.pathname === '/token' && req.method === 'POST') {
    const form = await body(req);
    if (form.get('client_secret') !== CLIENT_SECRET || form.get('client_id') !== CLIENT_ID)
      return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code' || !decode(form.get('code') ?? ''))
      return json(res, 400, { error: 'invalid_grant' });
    return json(res, 200, {
      access_token: `fake-${form.get('code')}`,
      token_type: 'Bearer',
      expires_in: 3599,
      scope: 'openid email profile',
    });
  }

  if (url.pathname === '/userinfo') {
    const token = /^Bearer fake-(.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const identity = token ? decode(token) : null;
    if (!identity?.email) return json(res, 401, { error: 'invalid_token' });
    const sub = createHash('sha256').update(identity.email).digest('hex').slice(0, 21);
    return json(res, 200, {
      sub,
      email: identity.email,
      email_verified: identity.email_verified,
      given_name: identity.given_name,
      family_name: identity.family_name,
      name: `${identity.given_name} ${identity.family_name}`,
    });
  }

  if (url.pathname === '/tokeninfo' && req.method === 'GET') {
    const token = /^fake-(.+)$/.exec(url.searchParams.get('access_token') ?? '')?.[1];
    const identity = token ? decode(token) : null;
    if (!identity?.email) return json(res, 400, { error: 'invalid_token' });
    return json(res, 200, {
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      expires_in: 3599,
      scope: 'openid email profile',
      email: identity.email,
    });
  }

  json(res, 404, { error: 'not_found' });
}).listen(port, '127.0.0.1', () => console.log(`[fake-google] http://127.0.0.1:${port}`));
