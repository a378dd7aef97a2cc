import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUuid } from './new-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid (createOrder client_token)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('takes the browser’s randomUUID where there is one', () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('0b7c6a2e-1d3f-4a5b-8c9d-0e1f2a3b4c5d');
    expect(newUuid()).toBe('0b7c6a2e-1d3f-4a5b-8c9d-0e1f2a3b4c5d');
  });

  it('builds a version 4 uuid from random bytes outside a secure context (no randomUUID)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const a = newUuid();
    const b = newUuid();
    expect(a).toMatch(V4);
    expect(b).toMatch(V4);
    expect(a).not.toBe(b);
  });
});
