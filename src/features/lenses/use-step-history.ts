import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LENS_STEPS, lensStepOf, lensConfiguratorMachine, type LensStep } from '../../../machines/lens-configurator.machine';
import { goBack } from '../../app/navigation';

type Actor = ActorRefFrom<typeof lensConfiguratorMachine>;

/** The URL's search parameter that names the step shown (none for the first). */
export const STEP_PARAM = 'step';

/** The step a URL's search names; the first step when it names none (or none the configurator has). */
export function stepInSearch(search: string): LensStep {
  const step = new URLSearchParams(search).get(STEP_PARAM);
  return (LENS_STEPS as readonly (string | null)[]).includes(step) ? (step as LensStep) : 'usage';
}

/** The search with `step` in it (the first step leaves it out), the other parameters (the colour) kept. */
export function searchWithStep(search: string, step: LensStep): string {
  const q = new URLSearchParams(search);
  if (step === 'usage') q.delete(STEP_PARAM);
  else q.set(STEP_PARAM, step);
  const s = q.toString();
  return s ? `?${s}` : '';
}

const order = (step: LensStep) => LENS_STEPS.indexOf(step);

/**
 * Takes the configurator toward `target` the way the shopper would: Back, or Next (which checks
 * the step, so a prescription no longer valid stops there), until it is there, passes it (frame
 * only skips steps) or stays put.
 */
export function followTo(actor: Actor, target: LensStep): void {
  const from = lensStepOf(actor.getSnapshot());
  if (!from || from === target) return;
  const back = order(target) < order(from);
  for (let moves = 0; moves < LENS_STEPS.length; moves++) {
    const now = lensStepOf(actor.getSnapshot());
    if (!now || now === target || (back ? order(now) < order(target) : order(now) > order(target))) return;
    actor.send({ type: back ? 'lens.back' : 'lens.next' });
    if (lensStepOf(actor.getSnapshot()) === now) return;
  }
}

interface Trail {
  /** The step the machine showed, and the URL named, when last seen. */
  step: LensStep;
  url: LensStep;
  /** The history entries this configurator made, a step each, and the one the browser is at. */
  entries: LensStep[];
  at: number;
}

/**
 * The configurator's steps in the browser's history: each step the shopper goes on to is an entry
 * (`?step=` in the URL), so the browser's Back and Forward walk the steps and keep what was
 * entered, as the page's own Back and Next do. The machine stays the source of truth: a history
 * move is played to it as Back or Next, and where it goes elsewhere (a step it refuses, or frame
 * only skipping steps) the URL is set to where it is. The page's Back to the step before goes
 * back in the history, so the browser's Forward comes again. A reload starts at the first step.
 */
export function useStepHistory(actor: Actor): void {
  const step = useSelector(actor, lensStepOf);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const url = stepInSearch(search);
  const trail = useRef<Trail | null>(null);

  useEffect(() => {
    if (!step) return;
    const hrefOf = (s: LensStep) => `${path}${searchWithStep(search, s)}`;
    const last = trail.current;
    if (!last) {
      trail.current = { step, url: step, entries: [step], at: 0 };
      if (url !== step) navigate(hrefOf(step), { replace: true });
      return;
    }
    if (step !== last.step) {
      // The machine moved: Next or Back on the page (or a history move it followed, the URL there already).
      if (url !== step) {
        if (last.entries[last.at - 1] === step && goBack()) last.at -= 1;
        else {
          last.entries = [...last.entries.slice(0, last.at + 1), step];
          last.at += 1;
          navigate(hrefOf(step));
        }
      }
    } else if (url !== last.url && url !== step) {
      // The browser moved: Back or Forward to another step's entry. The machine follows, or the URL takes its step.
      if (last.entries[last.at - 1] === url) last.at -= 1;
      else if (last.entries[last.at + 1] === url) last.at += 1;
      followTo(actor, url);
      const now = lensStepOf(actor.getSnapshot());
      if (now && now !== url) {
        last.entries[last.at] = now;
        navigate(hrefOf(now), { replace: true });
      }
    }
    last.step = step;
    last.url = url;
  }, [actor, step, url, path, search, navigate]);
}
