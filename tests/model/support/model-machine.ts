import { createTestModel } from '@xstate/graph';
import { createMachine, type AnyStateMachine } from 'xstate';

type Config = Record<string, any>;

/**
 * @xstate/graph 3 refuses machines with `invoke` or `after` (it walks pure transitions). This
 * rewrites a machine into the same graph with those edges made explicit, so a model test can
 * drive them:
 * - `invoke: { id, onDone, onError, onSnapshot }` becomes
 *   `on: { 'xstate.done.actor.<id>', 'xstate.error.actor.<id>', 'xstate.snapshot.<id>' }`
 * - `after: { delayName: t }` becomes `on: { 'xstate.after.<delayName>.<state id>': t }`
 * The event names are the ones XState itself raises, and the named actions, guards and delays
 * are the machine's own implementations. Invokes must carry an explicit `id`.
 */
export function toModelMachine<M extends AnyStateMachine>(machine: M): M {
  const config = rewrite(machine.config as Config, [machine.config.id ?? '(machine)']);
  return createMachine(config as any, machine.implementations as any) as unknown as M;
}

function rewrite(node: Config, path: string[]): Config {
  const { invoke, after, states, on, ...rest } = node;
  const out: Config = { ...rest };
  const transitions: Config = { ...(on ?? {}) };
  const stateId = node.id ?? path.join('.');
  for (const inv of invoke ? (Array.isArray(invoke) ? invoke : [invoke]) : []) {
    if (!inv.id) throw new Error(`toModelMachine: invoke of ${stateId} needs an id`);
    if (inv.onDone) transitions[`xstate.done.actor.${inv.id}`] = inv.onDone;
    if (inv.onError) transitions[`xstate.error.actor.${inv.id}`] = inv.onError;
    if (inv.onSnapshot) transitions[`xstate.snapshot.${inv.id}`] = inv.onSnapshot;
  }
  for (const [delay, t] of Object.entries(after ?? {})) transitions[`xstate.after.${delay}.${stateId}`] = t;
  if (Object.keys(transitions).length) out.on = transitions;
  if (states) {
    out.states = {};
    for (const [key, child] of Object.entries(states as Record<string, Config>)) out.states[key] = rewrite(child, [...path, key]);
  }
  return out;
}

/** The event type XState raises when a named delay of a state runs out. */
export function afterEvent(delay: string, statePath: string): string {
  return `xstate.after.${delay}.${statePath}`;
}

interface PathLike {
  state: { value: unknown };
  steps: { event: { type: string } & Record<string, unknown>; state: { value: unknown } }[];
}

/** A short, readable test name for a path: the end state, then the events (payloads abridged). */
export function pathName(path: PathLike): string {
  const events = path.steps
    .map((s) => s.event)
    .filter((e) => e.type !== 'xstate.init')
    .map((e) => {
      const { type, ...rest } = e;
      const brief = Object.entries(rest)
        .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(',');
      return brief ? `${type}(${brief})` : type;
    });
  return `reaches ${JSON.stringify(path.state.value)} by ${events.join(' → ') || '(start)'}`;
}

/** Every state value any step of the paths passes through, serialized. */
export function statesVisited(paths: PathLike[]): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    for (const s of p.steps) out.add(JSON.stringify(s.state.value));
    out.add(JSON.stringify(p.state.value));
  }
  return out;
}

/**
 * A `serializeState` for createTestModel that makes every edge its own vertex, so shortest paths
 * take every transition once (the default folds transitions that keep the state value, such as a
 * slide change or a toast dismissal). `key` says which part of a snapshot a shopper can see.
 */
export function everyTransition<S extends { value: unknown; context: unknown }>(
  key: (state: S) => unknown = (s) => ({ value: s.value, context: s.context }),
) {
  return (state: S, event: { type: string } | undefined, previous?: S): string => {
    const here = JSON.stringify(key(state));
    return event && previous ? `${here} via ${JSON.stringify(event)} from ${JSON.stringify(key(previous))}` : here;
  };
}

/**
 * `createTestModel` that offers exactly the events its `events` option returns. `createTestModel`
 * also offers every other event type of the state, without a payload, so a model that leaves an
 * event out where it would grow the draft without bound (one more question, and one more) cannot
 * keep its graph finite; this one can.
 */
export function createExactTestModel<M extends AnyStateMachine>(machine: M, options: NonNullable<Parameters<typeof createTestModel<M>>[1]>) {
  const model = createTestModel(machine, options);
  (model as unknown as { options: { events: unknown } }).options.events = options.events;
  return model;
}
