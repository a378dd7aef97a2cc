import { test, expect } from './support';
import { call } from './support/payment';
import { endQuestionnaires } from './support/own-shop';
import { paths } from '../../contract/endpoints';
import type { QuestionnairePopup } from '../../contract/questionnaire';

/**
 * The main shop's journeys run while it offers no questionnaire: its operator ended the seed's,
 * as `npm run questionnaires -- end` would (POST api/dev/questionnaires/end calls the same
 * service). The promo's own journeys run in the second shop, which runs them (playwright.config.ts).
 */
test('the shop runs no questionnaire', async ({ request }) => {
  await endQuestionnaires(request);
  const visitor = await call<{ access_token: string }>(request, 'post', paths.visitor);
  expect(await call<QuestionnairePopup | null>(request, 'get', paths.popUpWindow, { token: visitor.access_token })).toBeNull();
});
