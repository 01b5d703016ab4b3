import { isIPv6 } from 'node:net';

/**
 * The key a client address counts under in a rate limit (code sends, phone reveals, views):
 * IPv4 as it is, IPv6 by its /64 (one subscriber usually holds a whole /64, so single
 * addresses would cost an attacker nothing).
 */
export function ipKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return ip;
  const groups = (part: string) => (part ? part.split(':') : []);
  const [head = '', tail] = address.split('::');
  const left = groups(head);
  // A dotted IPv4 tail fills two groups; only the first four groups matter here.
  const right = groups(tail ?? '').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const all =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
