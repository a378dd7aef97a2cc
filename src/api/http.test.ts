import { afterEach, describe, expect, it } from 'vitest';
import { tokenHolder } from './http';

afterEach(() => tokenHolder.set(null));

describe('tokenHolder', () => {
  it('answers at once when it has a token or none is coming', async () => {
    await expect(tokenHolder.whenReady()).resolves.toBeNull();
    tokenHolder.set('tok');
    await expect(tokenHolder.whenReady()).resolves.toBe('tok');
  });

  it('while the session gets a token, answers with it once the session sets it', async () => {
    let answer!: (v: { token: string }) => void;
    const call = tokenHolder.getting(new Promise<{ token: string }>((r) => (answer = r)));
    const ready = tokenHolder.whenReady();
    answer({ token: 'new' });
    await call;
    tokenHolder.set('new');
    await expect(ready).resolves.toBe('new');
    // Settled: the next wait does not wait.
    tokenHolder.set(null);
    await expect(tokenHolder.whenReady()).resolves.toBeNull();
  });

  it('lets the waiting calls go without a token when the token call is refused', async () => {
    let refuse!: (e: Error) => void;
    const call = tokenHolder.getting(new Promise<never>((_, r) => (refuse = r)));
    const ready = tokenHolder.whenReady();
    refuse(new Error('offline'));
    await expect(call).rejects.toThrow('offline');
    await expect(ready).resolves.toBeNull();
  });
});
