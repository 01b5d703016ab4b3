import { randomUUID } from 'node:crypto';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The two cookies the server itself keeps for a visitor (spec §7, ADR 0006): the device id every
 * API call carries and the language last chosen by its prefix. `secure` adds the Secure flag.
 */
export function visitorCookies({ secure }) {
  /** The visitor's device id (spec §7): reuse the `device_id` cookie or issue a new one for a year. */
  function deviceIdFor(req, res) {
    const match = /(?:^|;\s*)device_id=([^;]+)/.exec(req.headers.cookie ?? '');
    let existing;
    try {
      existing = match ? decodeURIComponent(match[1]) : undefined;
    } catch {
      existing = undefined; // a mangled cookie is replaced, never fatal
    }
    if (existing && DEVICE_ID.test(existing)) return existing;
    const deviceId = randomUUID();
    res.append(
      'Set-Cookie',
      `device_id=${deviceId}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
    );
    return deviceId;
  }

  /**
   * A page opened under /en or /km records that language in the `locale` cookie (365
   * days), so unprefixed pages follow the visitor's last choice (ADR 0006).
   */
  function rememberLocale(req, res) {
    const match = /^\/(en|km)(?=\/|\.data|$)/i.exec(req.path);
    if (!match || req.method !== 'GET') return;
    const locale = match[1].toLowerCase();
    const current = /(?:^|;\s*)locale=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (current === locale) return;
    res.append(
      'Set-Cookie',
      `locale=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }

  return { deviceIdFor, rememberLocale };
}
