import { fromPromise } from 'xstate';
import { TRANSLATION_LIMITS, type AdminTranslationRun } from '../../../../contract/admin-translations';
import type { LanguageCode } from '../../../../contract/constants';
import { translationRunMachine } from '../../../../machines/admin/translation-run.machine';
import { translationsApi } from './translations.api';

/** The translation job's run, wired: its two calls, the poll's period, and the page's reload when a run ends. */
export function translationRunLogic(ended: () => void) {
  return translationRunMachine.provide({
    actors: {
      startRun: fromPromise<AdminTranslationRun, { lang: LanguageCode }>(({ input }) => translationsApi.startRun(input.lang)),
      readRun: fromPromise<AdminTranslationRun | null, { lang: LanguageCode }>(({ input }) => translationsApi.latestRun(input.lang)),
    },
    delays: { poll: TRANSLATION_LIMITS.pollMs },
    actions: { tellEnded: () => ended() },
  });
}
