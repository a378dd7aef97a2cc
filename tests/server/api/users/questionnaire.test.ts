import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { Coupon } from '../../../../contract/checkout';
import type { PointPage } from '../../../../contract/orders';
import type {
  AnswerEntry,
  QuestionnaireForm,
  QuestionnairePopup,
  QuestionnaireStart,
  QuestionnaireSubmitted,
  QuestionnaireSummary,
} from '../../../../contract/questionnaire';
import { startTestApp, backends, type TestApp } from '../../helpers/test-app';
import { customer, errorsOf, manyCustomers } from '../../helpers/checkout';
import { visitorToken } from '../../helpers/sessions';

/** Full answers to the seeded questionnaire 1 (points) and 2 (a coupon). */
const fitAnswers: AnswerEntry[] = [
  { question_id: 'wear', values: ['all-day'] },
  { question_id: 'matters', values: ['fit', 'price'] },
  { question_id: 'ease', values: ['4'] },
  { question_id: 'wish', values: ['More titanium frames'] },
];
const lensAnswers: AnswerEntry[] = [
  { question_id: 'lens', values: ['progressive'] },
  { question_id: 'prescription', values: ['5'] },
];

describe.each(backends())('questionnaires: promo, start, draft, submit once with its reward, list (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const popup = async (token: string) => (await t.api<QuestionnairePopup | null>('GET', paths.popUpWindow, { token })).body.data;
  const start = (token: string, id: number) => t.api<QuestionnaireStart>('POST', paths.startQuestionnaire, { token, form: { id } });
  const submit = (token: string | undefined, body: Record<string, unknown>) =>
    t.api<QuestionnaireSubmitted>('POST', paths.submitQuestionnaire, { token, body });
  const list = async (token: string) => (await t.api<QuestionnaireSummary[]>('GET', paths.questionnaireList, { token })).body.data;
  const ticketOf = (url: string) => new URL(url).searchParams.get('t')!;

  it('offers visitors and customers the first open questionnaire, and a customer the next once answered', async () => {
    const visitor = await visitorToken(t);
    expect(await popup(visitor)).toMatchObject({ id: 1, s3_img: '/images/questionnaire-banner.svg', reward: { kind: 'points', points: 50 } });
    const { token } = await customer(t, 'quiz');
    expect((await popup(token))?.id).toBe(1);
    expect((await submit(token, { id: 1, answers: fitAnswers })).status).toBe(200);
    expect(await popup(token)).toMatchObject({ id: 2, reward: { kind: 'coupon', coupon_id: 40 } });
    expect((await submit(token, { id: 2, answers: lensAnswers })).status).toBe(200);
    expect(await popup(token)).toBeNull();
    expect((await t.api('GET', paths.popUpWindow)).status).toBe(401);
  });

  it('starts with a ticketed url of our origin (never the token), reads and keeps a draft through the ticket, submits once and grants the points', async () => {
    const { token } = await customer(t, 'quiz');
    const started = await start(token, 1);
    expect(started.status, started.text).toBe(200);
    const url = new URL(started.body.data.questionnaire_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.app.config.publicUrl}/questionnaire/1`);
    expect(started.body.data.questionnaire_url).not.toContain(token);
    const ticket = ticketOf(started.body.data.questionnaire_url);

    // The ticket alone authorizes (the hosted page may run without the customer's token), for its questionnaire only.
    const visitor = await visitorToken(t);
    const form = await t.api<QuestionnaireForm>('GET', `${paths.questionnaire(1)}?t=${ticket}`, { token: visitor });
    expect(form.status, form.text).toBe(200);
    expect(form.body.data).toMatchObject({ id: 1, state: 'started', answers: [] });
    expect(form.body.data.questions.map((q) => q.id)).toEqual(['wear', 'matters', 'shape', 'ease', 'wish']);
    expect((await t.api('GET', `${paths.questionnaire(2)}?t=${ticket}`, { token: visitor })).status).toBe(403);
    expect((await t.api('GET', `${paths.questionnaire(1)}?t=wrong`, { token: visitor })).body.msg).toBe(messages.questionnaireLinkExpired);
    expect((await t.api('GET', paths.questionnaire(1), { token: visitor })).status).toBe(403);

    const draft = await t.api<QuestionnaireForm>('POST', paths.questionnaireDraft(1), {
      token: visitor,
      body: { t: ticket, answers: [{ question_id: 'wear', values: ['reading'] }] },
    });
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body.data.answers).toEqual([{ question_id: 'wear', values: ['reading'] }]);
    // The customer resumes it in the shop (/question-break/1) with their own token.
    expect((await t.api<QuestionnaireForm>('GET', paths.questionnaire(1), { token })).body.data.answers).toEqual([
      { question_id: 'wear', values: ['reading'] },
    ]);
    expect((await list(token)).find((q) => q.id === 1)?.state).toBe('started');

    const done = await submit(visitor, { id: 1, t: ticket, answers: fitAnswers });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ msg: messages.questionnaireSubmitted, data: { id: 1, reward: { kind: 'points', points: 50 } } });
    const second = await submit(token, { id: 1, answers: fitAnswers });
    expect([second.status, second.body.msg]).toEqual([409, messages.questionnaireAnswered]);
    // The ticket ends with the submission.
    expect((await t.api('GET', `${paths.questionnaire(1)}?t=${ticket}`, { token: visitor })).status).toBe(403);
    expect((await start(token, 1)).status).toBe(409);

    const points = (await t.api<PointPage>('GET', paths.pointList, { token })).body.data;
    expect(points).toMatchObject({ balance: 50, items: [{ reason: 'questionnaire', delta: 50 }] });
    const mine = await list(token);
    expect(mine.map((q) => [q.id, q.state])).toEqual([
      [2, 'available'],
      [1, 'submitted'],
      [3, 'expired'],
    ]);
    expect(mine.find((q) => q.id === 1)?.submitted_at).toEqual(expect.any(String));
  });

  it("grants a coupon reward into the customer's coupons", async () => {
    const { token } = await customer(t, 'quiz');
    expect((await submit(token, { id: 2, answers: lensAnswers })).body.data.reward).toMatchObject({ kind: 'coupon', coupon_id: 40 });
    const unused = (await t.api<Coupon[]>('GET', paths.myUnsedCoupons, { token })).body.data;
    expect(unused.map((c) => c.id)).toContain(40);
  });

  it('two submissions at once store one and grant the reward once', async () => {
    const { token } = await customer(t, 'quiz');
    const both = await Promise.all([submit(token, { id: 1, answers: fitAnswers }), submit(token, { id: 1, answers: fitAnswers })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await t.api<PointPage>('GET', paths.pointList, { token })).body.data.balance).toBe(50);
  });

  it('checks answers against the questions (422 by question id) and refuses bad ids, closed ones and visitors', async () => {
    const { token } = await customer(t, 'quiz');
    const missing = await submit(token, { id: 1, answers: [{ question_id: 'wear', values: ['all-day'] }] });
    expect([missing.status, errorsOf(missing)]).toEqual([422, { matters: messages.answerRequired, ease: messages.answerRequired }]);
    const wrong = await submit(token, {
      id: 1,
      answers: [
        { question_id: 'wear', values: ['all-day', 'sun'] },
        { question_id: 'matters', values: ['nope'] },
        { question_id: 'ease', values: ['9'] },
        { question_id: 'wish', values: ['x'.repeat(1001)] },
        { question_id: 'ghost', values: ['a'] },
      ],
    });
    expect([wrong.status, errorsOf(wrong)]).toEqual([
      422,
      {
        wear: messages.answerInvalid,
        matters: messages.answerInvalid,
        ease: messages.answerInvalid,
        wish: messages.answerTooLong,
        answers: messages.answerInvalid,
      },
    ]);
    const draftBad = await t.api('POST', paths.questionnaireDraft(1), { token, body: { answers: [{ question_id: 'ease', values: ['0'] }] } });
    expect([draftBad.status, errorsOf(draftBad)]).toEqual([422, { ease: messages.answerInvalid }]);
    const badId = await submit(token, { id: 'abc', answers: fitAnswers });
    expect([badId.status, errorsOf(badId).id]).toEqual([422, messages.questionnaireNotFound]);
    expect((await submit(token, { id: 999, answers: [] })).status).toBe(404);
    expect((await start(token, 999)).status).toBe(404);
    expect((await t.api('GET', paths.questionnaire(999), { token })).status).toBe(404);
    const closed = await start(token, 3);
    expect([closed.status, closed.body.msg]).toEqual([409, messages.questionnaireClosed]);
    expect((await submit(token, { id: 3, answers: [{ question_id: 'tint', values: ['grey'] }] })).status).toBe(409);

    const visitor = await visitorToken(t);
    expect((await start(visitor, 1)).status).toBe(403);
    expect((await submit(visitor, { id: 1, answers: fitAnswers })).status).toBe(403);
    expect((await t.api('GET', paths.questionnaireList, { token: visitor })).status).toBe(403);
    expect((await submit(undefined, { id: 1, answers: fitAnswers })).status).toBe(401);
    expect((await t.api('GET', paths.questionnaireList, { token: 'not-a-token' })).status).toBe(401);
  });
});
