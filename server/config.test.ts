import { describe, expect, it } from 'vitest';
import { trustProxyOf } from './config';

describe('TRUST_PROXY', () => {
  it('trusts only this machine when unset or blank', () => {
    expect(trustProxyOf(undefined)).toBe('127.0.0.1/8,::1');
    expect(trustProxyOf('  ')).toBe('127.0.0.1/8,::1');
  });

  it('takes true/false, a hop count, or addresses and CIDRs as written', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.0/8, 192.168.1.1')).toBe('10.0.0.0/8, 192.168.1.1');
  });
});
