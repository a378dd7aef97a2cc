import { describe, expect, it } from 'vitest';
import { storage } from './storage';

describe('storage', () => {
  it('keeps a value between reads under the shop prefix', () => {
    storage.set('accessToken', 'abc');
    expect(storage.get('accessToken')).toBe('abc');
    expect(localStorage.getItem('optic:accessToken')).toBe('"abc"');
  });

  it('answers undefined for a missing or corrupt entry instead of throwing', () => {
    expect(storage.get('userInfo')).toBeUndefined();
    localStorage.setItem('optic:userInfo', '{not json');
    expect(storage.get('userInfo')).toBeUndefined();
  });

  it('removes several keys at once', () => {
    storage.set('loginStatus', true);
    storage.set('userId', 7);
    storage.remove('loginStatus', 'userId');
    expect(storage.get('loginStatus')).toBeUndefined();
    expect(storage.get('userId')).toBeUndefined();
  });
});
