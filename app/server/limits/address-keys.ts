import { isIPv4, isIPv6 } from "node:net";

/**
 * The key an address is limited under: an IPv4 address as it is, an IPv6 address by its /64 (one
 * customer's network: a home or a server gets a whole /64, so counting single IPv6 addresses would
 * hand everyone 2^64 fresh ones). An IPv4 address mapped into IPv6 is the IPv4 address.
 */
export function limitKey(address: string): string {
  return addressPrefix(address, 32, 64);
}

/**
 * The network an address is budgeted with (decision 171): an IPv4 /24 (the smallest block routed
 * on the internet, usually one customer or one pool of a provider's), an IPv6 /48 (one site's
 * allocation; homes get a /56 or /48 of it).
 */
export function networkKey(address: string): string {
  return addressPrefix(address, 24, 48);
}

/**
 * The lanes a fair gate serves an address in (server/fair-gate.ts), widest first: IPv4 /16, /24
 * and the address; IPv6 /32, /48 and the /64. Each level is served in turn, so a crowd of
 * addresses in one /24, or of /24s in one /16, shares one turn at that level.
 */
export function addressLanes(address: string): string[] {
  return [addressPrefix(address, 16, 32), networkKey(address), limitKey(address)];
}

/** An address cut to its first bits: IPv4 to `ipv4Bits` (8, 16, 24 or 32), IPv6 to `ipv6Bits` (a multiple of 16). */
function addressPrefix(address: string, ipv4Bits: 8 | 16 | 24 | 32, ipv6Bits: number): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const ipv4 = mapped?.[1] ?? (isIPv4(address) ? address : undefined);
  if (ipv4) {
    if (ipv4Bits === 32) return ipv4;
    const kept = ipv4.split(".").slice(0, ipv4Bits / 8);
    return `${[...kept, ...Array(4 - kept.length).fill("0")].join(".")}/${ipv4Bits}`;
  }
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 64 bits, which every prefix here drops.
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::")
    ? [...headGroups, ...Array(Math.max(0, missing)).fill("0"), ...tailGroups]
    : headGroups;
  const network = groups.slice(0, ipv6Bits / 16).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/${ipv6Bits}`;
}
