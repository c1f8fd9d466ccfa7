import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the portal may open a mail connection (IMAP, SMTP) for an account an administrator typed
 * in: never to the server's own network. A host is resolved first and every address it resolves to
 * must be public; the connection then goes to that checked address, so a second lookup cannot
 * answer otherwise (DNS rebinding). Numeric forms a resolver would also accept (`2130706433`,
 * `0x7f.1`, `0177.0.0.1`, `127.1`) are read as the address they mean. `allowedHosts`
 * (MAIL_ALLOWED_HOSTS) names hosts or addresses that are let through as they are.
 */

/**
 * Networks no mail connection may reach: this host, private and shared networks, link-local,
 * multicast, reserved, documentation. Two lists, since a BlockList matches an IPv4 address against
 * the IPv6 networks that embed it too.
 */
const FORBIDDEN_V4 = new BlockList();
const FORBIDDEN_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and -translated addresses are refused whole: they reach IPv4 networks by another name.
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN_V6.addSubnet(network, prefix, 'ipv6');
}

/** A number of an inet_aton part: decimal, octal (leading 0) or hexadecimal (0x). */
const partValue = (part: string): number | undefined => {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return parseInt(part, 10);
  return undefined;
};

/**
 * The dotted IPv4 address a numeric host means the way the C resolver reads it (`127.1` is
 * 127.0.0.1, `2130706433` too), or undefined when the host is not such a number.
 */
export const numericIPv4 = (host: string): string | undefined => {
  const parts = host.split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) return undefined;
  const values = parts.map(partValue);
  if (values.some((v) => v === undefined)) return undefined;
  const numbers = values as number[];
  const last = numbers[numbers.length - 1];
  const head = numbers.slice(0, -1);
  if (head.some((v) => v > 255) || last >= 256 ** (5 - numbers.length)) return undefined;
  let value = last;
  head.forEach((v, i) => {
    value += v * 256 ** (3 - i);
  });
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
};

/** Whether an address (IPv4 or IPv6 text) lies in a network mail may not reach. */
export const isForbiddenAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return FORBIDDEN_V4.check(address, 'ipv4');
  if (family === 6) return FORBIDDEN_V6.check(address.replace(/%.*$/, ''), 'ipv6');
  return true;
};

export type GuardFailure = 'dns' | 'forbiddenAddress';
export class MailTargetError extends Error {
  constructor(
    readonly reason: GuardFailure,
    readonly host: string,
  ) {
    super(reason === 'dns' ? `The host ${host} could not be resolved` : `The host ${host} is in a network mail connections may not reach`);
  }
}

type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/** The hosts MAIL_ALLOWED_HOSTS names (comma-separated, case-insensitive). */
export const allowedHostsFrom = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/**
 * The address a mail connection to `host` goes to: the host itself when it is allowed by name, a
 * numeric host as the address it means, else the first address DNS gives, every one of which must
 * be reachable. Throws MailTargetError saying what failed.
 */
export const mailTarget = async (host: string, options: { allowedHosts?: readonly string[]; lookup?: Lookup } = {}): Promise<string> => {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (options.allowedHosts?.includes(name)) return name;
  const literal = isIP(name) ? name : numericIPv4(name);
  if (literal) {
    if (isForbiddenAddress(literal) && !options.allowedHosts?.includes(literal)) throw new MailTargetError('forbiddenAddress', host);
    return literal;
  }
  let answers: { address: string }[];
  try {
    answers = await (options.lookup ?? systemLookup)(name);
  } catch {
    throw new MailTargetError('dns', host);
  }
  if (answers.length === 0) throw new MailTargetError('dns', host);
  // One forbidden answer is enough to refuse: a name that points inside once may do so again.
  if (answers.some((a) => isForbiddenAddress(a.address) && !options.allowedHosts?.includes(a.address))) throw new MailTargetError('forbiddenAddress', host);
  return answers[0].address;
};
