import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.66')).toBe('203.0.113.66');
  });

  it('counts every IPv6 address of one /64 under one stable key, whatever its spelling', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::7%eth0',
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('tells neighbouring /64s apart', () => {
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('reads IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('::FFFF:c000:020a')).toBe('192.0.2.10');
  });

  it('keeps an IPv6 address with a dotted tail that is not IPv4-mapped in its /64', () => {
    expect(addressKey('64:ff9b::192.0.2.10')).toBe('64:ff9b:0:0::/64');
  });

  it('answers a key even without an address', () => {
    expect(addressKey('')).toBe('unknown');
  });
});
