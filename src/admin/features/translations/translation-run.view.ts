import type { SnapshotFrom } from 'xstate';
import type { AdminTranslationRun } from '../../../../contract/admin-translations';
import { failureMessage } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import type { translationRunMachine } from '../../../../machines/admin/translation-run.machine';

export interface TranslationRunView {
  /** Run now waits (starting, or a run going). */
  busy: boolean;
  /** A run is going: its progress is shown. */
  running: boolean;
  /** The run shown (the latest), if any. */
  run: AdminTranslationRun | null;
  /** Its progress in whole percent (100 for a run with nothing to do). */
  percent: number;
  /** Why the server refused Run now. */
  refusal: Message | null;
}

export function translationRunView(snapshot: SnapshotFrom<typeof translationRunMachine>): TranslationRunView {
  const { run, error } = snapshot.context;
  return {
    busy: snapshot.hasTag('busy'),
    running: snapshot.hasTag('running'),
    run,
    percent: !run || run.total === 0 ? 100 : Math.min(100, Math.floor((run.made / run.total) * 100)),
    refusal: snapshot.hasTag('refused') && error ? failureMessage(error) || null : null,
  };
}
