import { getAdjacencyMap, type TestModel } from '@xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';

interface Step {
  state: AnyMachineSnapshot;
  event: EventObject;
}

/** What TestModel keeps and does that the covering walks need (its own traversal options and path maker). */
interface ModelInternals {
  testLogic: Parameters<typeof getAdjacencyMap>[0];
  _resolveOptions(options: unknown): {
    serializeState: (state: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) => string;
  } & Record<string, unknown>;
  _toTestPath(path: { state: AnyMachineSnapshot; steps: Step[]; weight: number }): unknown;
}

/** Longest walk: a failing one still reads as a story, and one slow step does not hold up the rest. */
const MAX_STEPS = 30;

/**
 * Test paths that together take every transition of the model at least once (every event of
 * every state the model's `events` offer), as `getShortestPaths` with `everyTransition` does, in
 * far fewer steps: instead of one shortest path per transition, each replayed from the start, a
 * path walks on from where it is to the nearest transition not yet taken (breadth-first), and only
 * starts again from the first state when none is left within reach or it has taken MAX_STEPS.
 * Same options as `model.getShortestPaths` (input, fromState, events); the same path objects.
 *
 * The graph is the model's own, its states told apart by its `serializeState` without the edge
 * (`everyTransition(key)` called with the state alone is `key`).
 */
export function coveringPaths<P>(model: TestModel<AnyMachineSnapshot, EventObject, unknown>, options: unknown = {}): P[] {
  const m = model as unknown as ModelInternals;
  const resolved = m._resolveOptions(options);
  const key = (s: AnyMachineSnapshot) => resolved.serializeState(s, undefined, undefined);
  const adjacency = getAdjacencyMap(m.testLogic, { ...resolved, serializeState: key } as never) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const start = Object.keys(adjacency)[0]!;
  const untaken = new Map(Object.entries(adjacency).map(([k, v]) => [k, new Set(Object.keys(v.transitions))]));
  const left = () => [...untaken.values()].some((s) => s.size > 0);

  /** The events from `from` to the nearest state with an untaken transition (none when it is out of reach). */
  function routeFrom(from: string): { state: string; event: string }[] | null {
    const cameBy = new Map<string, { state: string; event: string } | null>([[from, null]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const here = queue[i]!;
      if (untaken.get(here)?.size) {
        const route: { state: string; event: string }[] = [];
        for (let at = cameBy.get(here); at; at = cameBy.get(at.state)) route.unshift(at);
        return route;
      }
      for (const [event, t] of Object.entries(adjacency[here]!.transitions)) {
        const next = key(t.state);
        if (!cameBy.has(next)) {
          cameBy.set(next, { state: here, event });
          queue.push(next);
        }
      }
    }
    return null;
  }

  const paths: P[] = [];
  do {
    let here = start;
    const steps: Step[] = [{ event: { type: 'xstate.init' }, state: adjacency[start]!.state }];
    const take = (event: string) => {
      untaken.get(here)!.delete(event);
      const t = adjacency[here]!.transitions[event]!;
      steps.push({ event: t.event, state: t.state });
      here = key(t.state);
    };
    while (steps.length <= MAX_STEPS) {
      const next = untaken.get(here)!.values().next();
      if (!next.done) {
        take(next.value);
        continue;
      }
      const route = routeFrom(here);
      if (!route) break;
      for (const step of route) take(step.event);
    }
    // Nothing taken from the start: what is left cannot be reached (it never is: every state came from it).
    if (steps.length === 1 && paths.length) break;
    paths.push(m._toTestPath({ state: steps[steps.length - 1]!.state, steps, weight: steps.length - 1 }) as P);
  } while (left());
  return paths;
}

/**
 * `coveringPaths` typed as the model's own `getShortestPaths`: a drop-in for
 * `model.getShortestPaths(options)` that takes the same transitions in fewer, longer walks.
 */
export function coveringPathsOf<M extends { getShortestPaths: (options?: never) => unknown[] }>(
  model: M,
  options?: unknown,
): ReturnType<M['getShortestPaths']> {
  return coveringPaths(model as never, options) as ReturnType<M['getShortestPaths']>;
}
