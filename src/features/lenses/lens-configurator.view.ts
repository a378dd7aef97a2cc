import type { SnapshotFrom } from 'xstate';
import { LENS_STEPS, type LensStep, type lensConfiguratorMachine } from '../../../machines/lens-configurator.machine';

export interface LensConfiguratorView {
  /** What the page shows: the loading line, its failure with a Try again, or a step. */
  step: 'loading' | 'failed' | LensStep | null;
  /** A prescription photo is being uploaded: its picker and the photo choice wait. */
  uploading: boolean;
  /** The prescription entered is being kept under its name: Save shows its spinner. */
  savingRx: boolean;
  /** The glasses are on their way to the cart (or there): Add to cart shows its spinner, Back waits. */
  adding: boolean;
}

/** What the lens configurator's page draws in each state of machines/lens-configurator.machine.ts. */
export function lensConfiguratorView(s: SnapshotFrom<typeof lensConfiguratorMachine>): LensConfiguratorView {
  const step = s.hasTag('loading') ? 'loading' : s.hasTag('failed') ? 'failed' : (LENS_STEPS.find((tag) => s.hasTag(tag)) ?? null);
  return { step, uploading: s.hasTag('uploading'), savingRx: s.hasTag('saving'), adding: s.hasTag('busy') };
}
