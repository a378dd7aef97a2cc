import { fromPromise } from 'xstate';
import { messages } from '../../../contract/messages';
import { QUESTIONNAIRE_SUBMITTED_MESSAGE } from '../../../contract/questionnaire';
import { questionnaireFormMachine } from '../../../machines/questionnaire-form.machine';
import { questionnaireApi } from './questionnaire.api';
import { showToast } from '../../app/app-actors';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/paths';

/** True when this page is the questionnaire iframe's content (a page of ours framed it). */
function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/**
 * The questionnaire form's effects: the draft and the submission (with the url's ticket when it
 * has one), then, once submitted, a word to the page that framed it (`questionnaire.submitted`:
 * that page toasts and goes to /question-complete/{id}; nothing secret is in it) or, not framed,
 * the success toast and /question-complete/{id} here.
 */
export const questionnaireFormLogic = questionnaireFormMachine.provide({
  actors: {
    saveDraft: fromPromise(({ input }) => questionnaireApi.saveDraft(input.id, input.ticket, input.answers)),
    submitAnswers: fromPromise(({ input }) => questionnaireApi.submit(input.id, input.ticket, input.answers)),
  },
  actions: {
    tellSubmitted: (_, { result }) => {
      if (isFramed()) {
        window.parent.postMessage({ type: QUESTIONNAIRE_SUBMITTED_MESSAGE, id: result.id }, '*');
        return;
      }
      showToast('success', messages.questionnaireSubmitted);
      navigate(routes.questionComplete(result.id));
    },
  },
});
