import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

const notProvided = (name: string) => new Error(`${name}: provided by the app's wiring module (*.actors.ts) or by the test`);

/**
 * A call a machine names and types in `setup()`, made by the app: its wiring module
 * (`src/.../<name>.actors.ts`) provides the real one, tests provide their own. Run without either
 * (a machine unit test that forgot it), it fails and says which call and where it comes from.
 */
export function providedCall<Output, Input = NonReducibleUnknown>(name: string) {
  return fromPromise<Output, Input>(() => Promise.reject(notProvided(name)));
}

/**
 * A subscription a machine invokes (another actor's events, turned into events of its own), made
 * by the app the same way as a call: its wiring module provides the real one, tests provide their
 * own. Run without either, it fails at once and says which subscription and where it comes from.
 */
export function providedSubscription<Input = NonReducibleUnknown>(name: string) {
  return fromCallback<EventObject, Input>(() => {
    throw notProvided(name);
  });
}
