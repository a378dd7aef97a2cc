import { fromPromise } from 'xstate';
import { QUESTIONNAIRE_SUPPRESSION_MS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { questionnairePromoMachine } from '../../../machines/questionnaire-promo.machine';
import { questionnaireApi } from '../questionnaire/questionnaire.api';
import { appActor, openOverlay, showToast } from '../../app/app-actors';
import { storage } from '../../app/storage';

/** Whether this device holds the promo's 24-hour suppression (set when it was shown). */
export function questionnaireSuppressed(now = Date.now()): boolean {
  const until = storage.get('questionnaireSuppressedUntil');
  return typeof until === 'number' && now < until;
}

/**
 * The promo's effects: pop_up_window and startQuestionnaire, the 'questionnaire-promo' overlay
 * (its buttons talk back to the machine), the suppression kept on this device, the sign-in
 * dialog, the 'questionnaire-iframe' overlay on the hosted form, and the 'url error' warning.
 */
export const questionnairePromoLogic = questionnairePromoMachine.provide({
  actors: {
    popUpWindow: fromPromise(() => questionnaireApi.popUpWindow()),
    startQuestionnaire: fromPromise(({ input }) => questionnaireApi.start(input.id)),
  },
  actions: {
    showPromo: ({ self }, { promo }) =>
      openOverlay('questionnaire-promo', {
        promo,
        start: () => self.send({ type: 'promo.start' }),
        dismiss: () => self.send({ type: 'promo.dismiss' }),
      }),
    suppress: () => storage.set('questionnaireSuppressedUntil', Date.now() + QUESTIONNAIRE_SUPPRESSION_MS),
    askToSignIn: () => openOverlay('login'),
    openQuestionnaire: ({ self }, { id, url }) =>
      openOverlay('questionnaire-iframe', { id, url, dismiss: () => self.send({ type: 'promo.dismiss' }) }),
    warnUrlError: () => showToast('warning', messages.urlError),
    closePromo: () => {
      if (appActor('overlays').getSnapshot().context.overlay === 'questionnaire-promo') appActor('overlays').send({ type: 'overlay.close' });
    },
  },
});
