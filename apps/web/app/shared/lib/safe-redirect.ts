/**
 * A same-site path to go back to, or the fallback: refuses absolute URLs,
 * protocol-relative `//host` paths and backslash tricks.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return fallback;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
