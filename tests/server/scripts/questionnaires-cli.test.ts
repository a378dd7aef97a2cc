import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import type { QuestionnairePopup, QuestionnaireSummary } from '../../../contract/questionnaire';
import { questionnairesCommand, QUESTIONNAIRES_USAGE } from '../../../scripts/lib/questionnaires-commands';
import { RUN_DAYS_MESSAGE } from '../../../server/services/questionnaires/operator';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { customer, manyCustomers } from '../helpers/checkout';
import { visitorToken } from '../helpers/sessions';

/** `npm run questionnaires -- …` (scripts/questionnaires.ts) is this function on the operator's built app. */
describe.each(backends())('npm run questionnaires (%s)', (backend) => {
  let t: TestApp;
  const run = (...argv: string[]) => questionnairesCommand(t.app, argv);
  const popup = async (token: string) => (await t.api<QuestionnairePopup | null>('GET', paths.popUpWindow, { token })).body.data;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  }, 120_000);
  afterAll(() => t?.close());

  it('list shows each questionnaire with its run, dates and answers sent', async () => {
    const list = await run('list');
    expect(list).toMatch(/^id\s+run\s+starts \(UTC\)\s+ends \(UTC\)\s+sent\s+title$/m);
    expect(list).toMatch(/^#1\s+running\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+0\s+How do you choose your glasses\?$/m);
    expect(list).toMatch(/^#3\s+ended\s.*Spring sunglasses poll$/m);
  });

  it('end stops the promo offering it at once (a customer sees it closed); run offers it again for N days', async () => {
    const visitor = await visitorToken(t);
    const { token } = await customer(t, 'quiz-operator');
    expect((await popup(visitor))?.id).toBe(1);

    expect(await run('end', '#1')).toMatch(/^#1 How do you choose your glasses\?: ended, .* UTC$/);
    expect((await popup(visitor))?.id).toBe(2);
    const mine = (await t.api<QuestionnaireSummary[]>('GET', paths.questionnaireList, { token })).body.data;
    expect(mine.find((q) => q.id === 1)?.state).toBe('expired');
    expect((await t.api('POST', paths.startQuestionnaire, { token, form: { id: 1 } })).body.msg).toBe(messages.questionnaireClosed);
    // Ending what has ended keeps its end.
    const ended = await run('list');
    expect(await run('end', '1')).toBe(await run('end', '1'));
    expect(await run('list')).toBe(ended);

    const again = await run('run', '1', '--days', '7');
    expect(again).toMatch(/^#1 How do you choose your glasses\?: running, /);
    const [from, to] = [...again.matchAll(/(\d{4}-\d\d-\d\d \d\d:\d\d)/g)].map((m) => Date.parse(`${m[1]}Z`));
    expect(to! - from!).toBe(7 * 86_400_000);
    expect((await popup(visitor))?.id).toBe(1);
  });

  it('refuses an unknown questionnaire, a run without days or of a bad length, and an unknown command', async () => {
    await expect(run('end', '999')).rejects.toThrow(messages.questionnaireNotFound);
    await expect(run('run', '1')).rejects.toThrow('run needs --days N');
    for (const days of ['0', '1.5', '366', 'week']) await expect(run('run', '1', '--days', days)).rejects.toThrow(RUN_DAYS_MESSAGE);
    await expect(run('end')).rejects.toThrow(QUESTIONNAIRES_USAGE);
    await expect(run('close', '1')).rejects.toThrow(QUESTIONNAIRES_USAGE);
    expect(await run()).toBe(QUESTIONNAIRES_USAGE);
  });
});
