import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminQuestionnairePaths,
  type AdminQuestionnaire,
  type AdminQuestionnaireSummary,
  type QuestionnaireAnswers,
} from '../../../../contract/admin-questionnaires';
import { adminPaths } from '../../../../contract/admin';
import { consoleMessages as m } from '../../../../contract/console-messages';
import { paths } from '../../../../contract/endpoints';
import type { ListPage } from '../../../../contract/orders';
import type { QuestionnairePopup } from '../../../../contract/questionnaire';
import type { AuditEntry, StaffRole } from '../../../../contract/staff';
import { questionnaires } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { customer, manyCustomers } from '../../helpers/checkout';
import { staffToken } from '../../helpers/staff';

const input = (over: Record<string, unknown> = {}) => ({
  title: 'Which lens coatings do you want?',
  description: 'Two questions, 20 points.',
  reward_kind: 'points',
  reward_points: 20,
  questions: [
    {
      id: 'coating',
      kind: 'multiple',
      text: 'Which coatings do you want?',
      required: true,
      options: [
        { id: 'blue', text: 'Blue light' },
        { id: 'anti-glare', text: 'Anti-glare' },
        { id: 'scratch', text: '=Scratch resistant' },
      ],
    },
    { id: 'score', kind: 'rating', text: 'How clear are your lenses?', required: true, options: [] },
    { id: 'note', kind: 'text', text: 'Anything else?', required: false, options: [] },
  ],
  ...over,
});

describe.each(backends())('the console questionnaires (%s)', (backend) => {
  let t: TestApp;
  let content = '';
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    content = await staffToken(t, 'content');
  }, 120_000);
  afterAll(() => t?.close());

  const create = (body: unknown, token = content) => t.api<AdminQuestionnaire>('POST', adminQuestionnairePaths.questionnaires, { token, body });
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(questionnaires))[0]!.n;

  it.each<[StaffRole, number]>([
    ['content', 200],
    ['manager', 200],
    ['owner', 200],
    ['catalogue', 403],
    ['fulfilment', 403],
    ['support', 403],
  ])('answers a %s member %i', async (role, status) => {
    const token = await staffToken(t, role);
    expect((await t.api('GET', adminQuestionnairePaths.questionnaires, { token })).status).toBe(status);
    expect((await t.api('GET', adminQuestionnairePaths.answers(1), { token })).status).toBe(status);
    expect((await t.api('GET', adminQuestionnairePaths.answersCsv(1), { token })).status).toBe(status);
    expect((await t.api('POST', adminQuestionnairePaths.run(999_999), { token, body: { days: 7 } })).status).toBe(status === 200 ? 404 : 403);
  });

  it('refuses a questionnaire with no question, bad questions or reward, storing nothing', async () => {
    const before = await count();
    for (const [over, field, message] of [
      [{ questions: [] }, 'questions', m.questionnaireQuestionsInvalid],
      [{ title: '  ' }, 'title', m.questionnaireTitleRequired],
      [{ reward_points: 0 }, 'reward_points', m.questionnaireRewardInvalid],
      [{ reward_kind: 'coupon', reward_coupon_id: null }, 'reward_coupon_id', m.questionnaireRewardInvalid],
      [{ reward_kind: 'coupon', reward_coupon_id: 999_999 }, 'reward_coupon_id', m.questionnaireCouponUnknown],
      [
        { questions: [{ id: 'a', kind: 'single', text: 'One choice only?', required: true, options: [{ id: 'x', text: 'X' }] }] },
        'questions[0].options',
        m.questionOptionsInvalid,
      ],
      [
        { questions: [{ id: 'a', kind: 'text', text: 'Text', required: true, options: [{ id: 'x', text: 'X' }] }] },
        'questions[0].options',
        m.questionOptionsInvalid,
      ],
      [{ questions: [{ id: 'Bad Id', kind: 'text', text: 'Text', required: true, options: [] }] }, 'questions[0].id', m.questionIdInvalid],
      [{ questions: [{ id: 'a', kind: 'essay', text: 'Text', required: true, options: [] }] }, 'questions[0].kind', m.questionKindInvalid],
      [{ questions: [{ id: 'a', kind: 'text', text: ' ', required: true, options: [] }] }, 'questions[0].text', m.questionTextRequired],
      [
        {
          questions: [
            { id: 'a', kind: 'text', text: 'One', required: true, options: [] },
            { id: 'a', kind: 'text', text: 'Two', required: true, options: [] },
          ],
        },
        'questions',
        m.questionIdsRepeat,
      ],
    ] as const) {
      const res = await create(input(over));
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(422);
      const errors = (res.body.data as unknown as { errors: Record<string, string> }).errors;
      expect(errors[field], JSON.stringify(errors)).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('makes a draft, runs it for N days (the promo offers it), answers are counted and exported, then ends it', async () => {
    const made = await create(input());
    expect(made.status, made.text).toBe(200);
    const q = made.body.data;
    expect(q).toMatchObject({ run: 'draft', version: 1, submitted: 0, reward_kind: 'points', reward_points: 20, reward_coupon_id: null });
    expect(q.questions.map((x) => x.id)).toEqual(['coating', 'score', 'note']);
    const list = (await t.api<AdminQuestionnaireSummary[]>('GET', adminQuestionnairePaths.questionnaires, { token: content })).body.data;
    expect(list[0]).toMatchObject({ id: q.id, run: 'draft' });

    for (const days of [0, 366, 1.5, 'x']) {
      const bad = await t.api('POST', adminQuestionnairePaths.run(q.id), { token: content, body: { days } });
      expect(bad.status).toBe(422);
      expect(bad.body.data.errors.days).toBe(m.questionnaireRunDaysInvalid);
    }
    // The shop's other questionnaires end, so the promo offers this one.
    await t.db
      .update(questionnaires)
      .set({ endsAt: new Date() })
      .where(sql`${questionnaires.id} <> ${q.id} and ${questionnaires.endsAt} > now()`);
    const run = await t.api<AdminQuestionnaire>('POST', adminQuestionnairePaths.run(q.id), { token: content, body: { days: 7 } });
    expect(run.status, run.text).toBe(200);
    expect(run.body.data).toMatchObject({ run: 'running', version: 2 });
    expect(Date.parse(run.body.data.ends_at) - Date.parse(run.body.data.starts_at)).toBe(7 * 86_400_000);

    const answer = async (values: Record<string, string[]>) => {
      const { token } = await customer(t, 'console-quiz');
      expect(((await t.api<QuestionnairePopup>('GET', paths.popUpWindow, { token })).body.data as QuestionnairePopup).id).toBe(q.id);
      const answers = Object.entries(values).map(([question_id, v]) => ({ question_id, values: v }));
      const sent = await t.api('POST', paths.submitQuestionnaire, { token, body: { id: q.id, answers } });
      expect(sent.status, sent.text).toBe(200);
    };
    await answer({ coating: ['blue', 'scratch'], score: ['4'], note: ['More colours, please'] });
    await answer({ coating: ['blue'], score: ['5'] });
    await answer({ coating: ['anti-glare', 'blue'], score: ['3'], note: ['=cmd|calc'] });

    const counted = (await t.api<QuestionnaireAnswers>('GET', adminQuestionnairePaths.answers(q.id), { token: content })).body.data;
    expect(counted.submitted).toBe(3);
    expect(counted.questions[0]).toMatchObject({
      id: 'coating',
      answered: 3,
      counts: [
        { value: 'blue', label: 'Blue light', count: 3 },
        { value: 'anti-glare', label: 'Anti-glare', count: 1 },
        { value: 'scratch', label: '=Scratch resistant', count: 1 },
      ],
    });
    expect(counted.questions[1]).toMatchObject({
      id: 'score',
      answered: 3,
      average: 4,
      counts: [1, 2, 3, 4, 5].map((v) => ({ value: String(v), count: v >= 3 ? 1 : 0 })),
    });
    expect(counted.questions[2]).toMatchObject({ id: 'note', answered: 2, counts: [], average: null, texts: ['=cmd|calc', 'More colours, please'] });

    const csv = await fetch(`${t.url}/${adminQuestionnairePaths.answersCsv(q.id)}`, { headers: { authorization: `Bearer ${content}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('submitted_at,customer_id,Which coatings do you want?,How clear are your lenses?,Anything else?');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/,Blue light; =Scratch resistant,4,"More colours, please"$/);
    expect(lines[3]).toMatch(/,Anti-glare; Blue light,3,'=cmd\|calc$/);

    // Answered: the questions are fixed, the title is not; a stale version is refused.
    const changed = await t.api('PUT', adminQuestionnairePaths.questionnaire(q.id), {
      token: content,
      body: { ...input({ questions: input().questions.slice(0, 2) }), version: 2 },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toBe(m.questionnaireHasAnswers);
    const renamed = await t.api<AdminQuestionnaire>('PUT', adminQuestionnairePaths.questionnaire(q.id), {
      token: content,
      body: { ...input({ title: 'Lens coatings' }), version: 2 },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Lens coatings', version: 3 });
    const stale = await t.api('PUT', adminQuestionnairePaths.questionnaire(q.id), { token: content, body: { ...input(), version: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(m.questionnaireChanged);
    // The reason the console's editor acts on (reload), with the version as it is now.
    expect(stale.body.data).toMatchObject({ reason: 'questionnaireChanged', version: 3 });

    const ended = await t.api<AdminQuestionnaire>('POST', adminQuestionnairePaths.end(q.id), { token: content });
    expect(ended.body.data.run).toBe('ended');
    const { token } = await customer(t, 'console-quiz');
    expect((await t.api('GET', paths.popUpWindow, { token })).body.data).toBeNull();

    const owner = await staffToken(t, 'owner');
    const audit = await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=questionnaire`, { token: owner });
    expect(audit.body.data.items.map((e) => e.action)).toEqual([
      'questionnaire.end',
      'questionnaire.update',
      'questionnaire.run',
      'questionnaire.create',
    ]);
  });

  it("edits a draft's questions freely, and 404s an unknown one", async () => {
    const q = (await create(input())).body.data;
    const saved = await t.api<AdminQuestionnaire>('PUT', adminQuestionnairePaths.questionnaire(q.id), {
      token: content,
      body: { ...input({ questions: input().questions.slice(1) }), version: 1 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.questions.map((x) => x.id)).toEqual(['score', 'note']);
    expect((await t.api('GET', adminQuestionnairePaths.questionnaire(999_999), { token: content })).status).toBe(404);
    expect((await t.api('GET', adminQuestionnairePaths.answersCsv(999_999), { token: content })).status).toBe(404);
  });
});
