import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A call a machine names and types in `setup()`, made by the app: its wiring module
 * (`src/.../<name>.actors.ts`) provides the real one, tests provide their own. Run without either
 * (a machine unit test that forgot it), it fails and says which call and where it comes from.
 */
export function providedCall<Output, Input = NonReducibleUnknown>(name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`${name}: provided by the app's wiring module (*.actors.ts) or by the test`)),
  );
}
