import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Read-only data of the page (detail, reviews, recommendations): loaded when `key` changes, the
 * previous request aborted. What the shopper does with it lives in machines. With
 * `keepWhileReloading`, what was loaded stays on screen until the new key's data arrives (the
 * views drawn from it, and their machines, stay mounted). `retry()` loads the same key again
 * (a "Try again" after a failure). `initial` is the first key's data when the page already has it
 * (the server sent it with the page: src/api/first-screen.ts): drawn in the first render, not asked again.
 */
export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: { keepWhileReloading?: boolean; initial?: T } = {},
): Loaded<T> & { retry(): void } {
  const keep = options.keepWhileReloading ?? false;
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>(() => ({
    key,
    value: options.initial === undefined ? { status: 'loading' } : { status: 'ready', data: options.initial },
  }));
  // The first key's data was given: its first load is skipped.
  const given = useRef(options.initial !== undefined ? key : null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (given.current !== null) {
      const skip = given.current === key && attempt === 0;
      given.current = null;
      if (skip) return;
    }
    const controller = new AbortController();
    setState((prev) => (keep && prev.key !== key && prev.value.status === 'ready' ? prev : { key, value: { status: 'loading' } }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => !controller.signal.aborted && setState({ key, value: { status: 'failed', error } }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is recreated each render; `key` says when the data changes
  }, [key, attempt]);
  const value: Loaded<T> = state.key === key || (keep && state.value.status === 'ready') ? state.value : { status: 'loading' };
  return { ...value, retry };
}
