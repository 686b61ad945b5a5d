import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address sign-in limits count under. IPv4 as is; IPv6 by its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address for every try.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in short hex. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const part = (s: string) => (s ? s.split(':').flatMap(groupsOf) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map((g) => parseInt(g, 16).toString(16));
}

/** An embedded IPv4 address (`::1.2.3.4`) stands for two groups. */
function groupsOf(piece: string): string[] {
  if (!piece.includes('.')) return [piece];
  const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
