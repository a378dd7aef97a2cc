import { fromPromise } from 'xstate';
import type { AdminQuestionnaire } from '../../../../contract/admin-questionnaires';
import { questionnaireEditorMachine, type bodyOfDraft } from '../../../../machines/admin/questionnaire-editor.machine';
import { questionnairesApi } from './questionnaires.api';

/** The questionnaire editor, wired: create or save at the version read; then the page is told (a new one's page opens), or reloads after a conflict. */
export function questionnaireEditorLogic(saved: (q: AdminQuestionnaire) => void, reload: () => void) {
  return questionnaireEditorMachine.provide({
    actors: {
      save: fromPromise<AdminQuestionnaire, { id: number | null; version: number; body: ReturnType<typeof bodyOfDraft> }>(({ input }) =>
        input.id === null ? questionnairesApi.create(input.body) : questionnairesApi.save(input.id, { ...input.body, version: input.version }),
      ),
    },
    actions: { tellSaved: (_, { saved: q }) => saved(q), reload: () => reload() },
  });
}
