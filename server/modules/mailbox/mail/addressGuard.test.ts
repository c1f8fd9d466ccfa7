import { describe, expect, it } from 'vitest';
import { allowedHostsFrom, isForbiddenAddress, MailTargetError, mailTarget, numericIPv4 } from './addressGuard';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof MailTargetError ? error.reason : 'other';
  }
  return 'allowed';
};

describe('where mail connections may go', () => {
  it('reads numeric hosts the way a resolver does: decimal, octal, hexadecimal and short forms', () => {
    expect(numericIPv4('2130706433')).toBe('127.0.0.1');
    expect(numericIPv4('0x7f000001')).toBe('127.0.0.1');
    expect(numericIPv4('0177.0.0.1')).toBe('127.0.0.1');
    expect(numericIPv4('127.1')).toBe('127.0.0.1');
    expect(numericIPv4('127.0.1')).toBe('127.0.0.1');
    expect(numericIPv4('0x7f.1')).toBe('127.0.0.1');
    expect(numericIPv4('10.0x10.1')).toBe('10.16.0.1');
    expect(numericIPv4('8.8.8.8')).toBe('8.8.8.8');
    expect(numericIPv4('256.1.1.1')).toBeUndefined();
    expect(numericIPv4('1.2.3.4.5')).toBeUndefined();
    expect(numericIPv4('08.1.1.1')).toBeUndefined();
    expect(numericIPv4('imap.example.pl')).toBeUndefined();
    expect(numericIPv4('4294967296')).toBeUndefined();
  });

  it('refuses this host, private, shared, link-local, multicast and reserved networks, and IPv4 by an IPv6 name', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.127.255.254', '224.0.0.1', '239.255.255.250', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:8.8.8.8', '::ffff:7f00:1', '64:ff9b::7f00:1', '::127.0.0.1']) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '193.0.6.139', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:80b::200e']) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
    expect(isForbiddenAddress('not an address')).toBe(true);
  });

  it('checks every address a name resolves to and connects to the checked one', async () => {
    expect(await mailTarget('imap.example.pl', { lookup: resolvesTo('193.0.6.139') })).toBe('193.0.6.139');
    expect(await refusal(mailTarget('inside.example.pl', { lookup: resolvesTo('10.0.0.5') }))).toBe('forbiddenAddress');
    // A name that answers one public and one private address is refused as a whole.
    expect(await refusal(mailTarget('rebind.example.pl', { lookup: resolvesTo('193.0.6.139', '127.0.0.1') }))).toBe('forbiddenAddress');
    expect(await refusal(mailTarget('nowhere.example.pl', { lookup: async () => Promise.reject(new Error('ENOTFOUND')) }))).toBe('dns');
    expect(await refusal(mailTarget('empty.example.pl', { lookup: resolvesTo() }))).toBe('dns');
  });

  it('refuses numeric tricks and bracketed literals without asking DNS', async () => {
    const lookup = async () => Promise.reject(new Error('DNS must not be asked'));
    for (const host of ['2130706433', '0x7f000001', '0177.0.0.1', '127.1', '[::1]', '::ffff:127.0.0.1', '127.0.0.1.']) {
      expect(await refusal(mailTarget(host, { lookup })), host).toBe('forbiddenAddress');
    }
    expect(await mailTarget('8.8.8.8', { lookup })).toBe('8.8.8.8');
  });

  it('lets through what MAIL_ALLOWED_HOSTS names, and nothing else', async () => {
    const allowedHosts = allowedHostsFrom(' 127.0.0.1 , Mail.Test.Local ');
    expect(allowedHosts).toEqual(['127.0.0.1', 'mail.test.local']);
    expect(await mailTarget('127.0.0.1', { allowedHosts })).toBe('127.0.0.1');
    expect(await mailTarget('mail.test.local', { allowedHosts, lookup: resolvesTo('10.0.0.1') })).toBe('mail.test.local');
    expect(await refusal(mailTarget('127.0.0.2', { allowedHosts }))).toBe('forbiddenAddress');
    expect(await refusal(mailTarget('localhost', { allowedHosts, lookup: resolvesTo('127.0.0.1', '::1') }))).toBe('forbiddenAddress');
  });
});
