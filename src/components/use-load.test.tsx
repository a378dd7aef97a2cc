import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

describe('useLoad', () => {
  it("loads the key's data, then the next key's", async () => {
    const load = vi.fn((signal: AbortSignal) => {
      void signal;
      return Promise.resolve(load.mock.calls.length);
    });
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load), { initialProps: { key: 'a' } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 2 }));
  });

  it('draws data it was given in the first render and does not ask for it; another key or a retry asks', async () => {
    const load = vi.fn(() => Promise.resolve('asked'));
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load, { initial: 'given' }), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ status: 'ready', data: 'given' });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'ready', data: 'given' });
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'asked' }));
    rerender({ key: 'a' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => result.current.retry());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});
