import type { createBrowserInspector } from '@statelyai/inspect';

/**
 * `?inspect` in development opens Stately's inspector; providers pass `inspect` to actors. The
 * inspector package is loaded only when asked for, so it never ships in the first-load bundle.
 */
export let inspect: ReturnType<typeof createBrowserInspector>['inspect'] | undefined;

export async function attachInspector(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}
