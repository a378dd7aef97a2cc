import { createBrowserInspector } from '@statelyai/inspect';

/** `?inspect` in development opens Stately's inspector; providers pass `inspector.inspect` to actors. */
export let inspect: ReturnType<typeof createBrowserInspector>['inspect'] | undefined;

export function attachInspector() {
  inspect = createBrowserInspector().inspect;
}
