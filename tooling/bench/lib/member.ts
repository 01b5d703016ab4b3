/**
 * A member's session cookies for the page benchmarks: registered and verified through the API,
 * the code read from its development outbox (the API must run with `DEV_ROUTES=true`).
 */
export async function memberCookie(apiUrl: string, device: string): Promise<string> {
  const headers = { 'Device-Id': device, 'Content-Type': 'application/x-www-form-urlencoded' };
  const phone = `012${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const registered = await fetch(`${apiUrl}/auth/register`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      login: phone,
      first_name: 'Bench',
      last_name: 'Member',
      password: 'bench pages 2026',
    }),
  });
  const { data } = (await registered.json()) as { data: { ticket: string } };
  const outbox = await fetch(
    `${apiUrl}/api/dev/outbox?limit=1&to=${encodeURIComponent(`+855${phone.slice(1)}`)}`,
    { headers: { 'Device-Id': device } },
  );
  const code = /\b(\d{6})\b/.exec(
    ((await outbox.json()) as { data: { body: string }[] }).data[0]!.body,
  )![1]!;
  const verified = await fetch(`${apiUrl}/auth/verify`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ ticket: data.ticket, code }),
  });
  const { token } = (
    (await verified.json()) as { data: { token: { access_token: string; refresh_token: string } } }
  ).data;
  return `device_id=${device}; access_token=${token.access_token}; refresh_token=${token.refresh_token}`;
}
