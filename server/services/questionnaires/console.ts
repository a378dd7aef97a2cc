import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  QUESTIONNAIRE_LIMITS,
  type AdminQuestionnaire,
  type AdminQuestionnaireSummary,
  type QuestionAnswers,
  type QuestionnaireAnswers,
} from '../../../contract/admin-questionnaires';
import { said } from '../../../contract/messages';
import { Reason } from '../../../contract/codes';
import { RATING_MAX, type Question } from '../../../contract/questionnaire';
import type { QuestionnaireInput, QuestionnaireUpdate } from '../../../contract/schemas/admin-questionnaires';
import type { Db } from '../../db/client';
import { coupons, questionnaireResponses, questionnaires } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { csvLine } from '../catalog-admin/csv';
import { recordAudit, type AuditActor } from '../staff/audit';
import { endQuestionnaire, runOf, runQuestionnaire } from './operator';

/** The console's default promo pictures for a new questionnaire (changed on the Storefront page). */
const DEFAULT_PICTURES = { imageUrl: '/images/questionnaire-banner.svg', wapImageUrl: '/images/questionnaire-banner-wap.svg' };

type Row = typeof questionnaires.$inferSelect;

async function responseCounts(db: Db, id?: number): Promise<Map<number, { submitted: number; started: number }>> {
  const rows = await db
    .select({
      id: questionnaireResponses.questionnaireId,
      submitted: sql<number>`count(*) filter (where ${questionnaireResponses.state} = 'submitted')::int`,
      started: sql<number>`count(*) filter (where ${questionnaireResponses.state} = 'started')::int`,
    })
    .from(questionnaireResponses)
    .where(id === undefined ? undefined : eq(questionnaireResponses.questionnaireId, id))
    .groupBy(questionnaireResponses.questionnaireId);
  return new Map(rows.map((r) => [r.id, { submitted: Number(r.submitted), started: Number(r.started) }]));
}

function summaryOf(q: Row, counts: { submitted: number; started: number } | undefined, now: Date): AdminQuestionnaireSummary {
  return {
    id: q.id,
    title: q.title,
    run: runOf(q, now),
    starts_at: q.startsAt.toISOString(),
    ends_at: q.endsAt.toISOString(),
    submitted: counts?.submitted ?? 0,
    started: counts?.started ?? 0,
  };
}

/** GET api/admin/questionnaires: every questionnaire, newest first, with its run and responses. */
export async function adminQuestionnaires(db: Db, now = new Date()): Promise<AdminQuestionnaireSummary[]> {
  const [rows, counts] = await Promise.all([db.select().from(questionnaires).orderBy(desc(questionnaires.id)), responseCounts(db)]);
  return rows.map((q) => summaryOf(q, counts.get(q.id), now));
}

/** GET api/admin/questionnaires/{id}. */
export async function adminQuestionnaire(db: Db, id: number, now = new Date()): Promise<AdminQuestionnaire> {
  const [q] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  if (!q) throw notFound(said('questionnaireNotFound'));
  return {
    ...summaryOf(q, (await responseCounts(db, id)).get(id), now),
    version: q.version,
    description: q.description,
    reward_kind: q.rewardKind,
    reward_points: q.rewardPoints,
    reward_coupon_id: q.rewardCouponId,
    questions: q.questions,
    image_url: q.imageUrl,
    wap_image_url: q.wapImageUrl,
  };
}

/** The stored form of a questionnaire's input (trimmed by its schema); a coupon reward names a coupon that exists. */
async function valuesOf(db: Db, input: QuestionnaireInput) {
  if (input.reward_kind === 'coupon') {
    const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, input.reward_coupon_id!));
    if (!coupon) throw invalid({ reward_coupon_id: said('questionnaireCouponUnknown') });
  }
  const questions: Question[] = input.questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    text: q.text,
    required: q.required,
    options: q.options.map((o) => ({ id: o.id, text: o.text })),
  }));
  return {
    title: input.title,
    description: input.description,
    rewardKind: input.reward_kind,
    rewardPoints: input.reward_kind === 'points' ? input.reward_points : 0,
    rewardCouponId: input.reward_kind === 'coupon' ? input.reward_coupon_id : null,
    questions,
  };
}

/** Questions compared by what they say (jsonb keeps its keys in its own order). */
const questionsKey = (qs: Question[]) => JSON.stringify(qs.map((q) => [q.id, q.kind, q.text, q.required, q.options.map((o) => [o.id, o.text])]));

const auditView = (q: Pick<Row, 'title' | 'rewardKind' | 'rewardPoints' | 'rewardCouponId' | 'questions'>) => ({
  title: q.title,
  reward: q.rewardKind === 'points' ? `${q.rewardPoints} points` : `coupon ${q.rewardCouponId}`,
  questions: q.questions.length,
});

/** POST api/admin/questionnaires: a new questionnaire, a draft (never offered until it is run). */
export async function createQuestionnaire(db: Db, actor: AuditActor, input: QuestionnaireInput, now = new Date()): Promise<AdminQuestionnaire> {
  const values = await valuesOf(db, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questionnaires)
      .values({ ...values, ...DEFAULT_PICTURES, startsAt: now, endsAt: now })
      .returning();
    await recordAudit(tx, actor, {
      action: 'questionnaire.create',
      record_kind: 'questionnaire',
      record_id: String(row!.id),
      after: auditView(row!),
    });
    return row!.id;
  });
  return adminQuestionnaire(db, id, now);
}

/**
 * PUT api/admin/questionnaires/{id}: saves it at the version read (else 409 questionnaireChanged).
 * Once a customer has sent answers, its questions are fixed (409 questionnaireHasAnswers): the
 * answers and their counts name them; the title, description and reward can still change.
 */
export async function updateQuestionnaire(
  db: Db,
  actor: AuditActor,
  id: number,
  input: QuestionnaireUpdate,
  now = new Date(),
): Promise<AdminQuestionnaire> {
  const values = await valuesOf(db, input);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id)).for('update');
    if (!before) throw notFound(said('questionnaireNotFound'));
    if (before.version !== input.version) throw conflict(Reason.questionnaireChanged, said('questionnaireChanged'), { version: before.version });
    if (questionsKey(before.questions) !== questionsKey(values.questions)) {
      const [answered] = await tx
        .select({ id: questionnaireResponses.id })
        .from(questionnaireResponses)
        .where(and(eq(questionnaireResponses.questionnaireId, id), eq(questionnaireResponses.state, 'submitted')))
        .limit(1);
      if (answered) throw conflict(null, said('questionnaireHasAnswers'));
    }
    await tx
      .update(questionnaires)
      .set({ ...values, version: before.version + 1 })
      .where(eq(questionnaires.id, id));
    await recordAudit(tx, actor, {
      action: 'questionnaire.update',
      record_kind: 'questionnaire',
      record_id: String(id),
      before: auditView(before),
      after: auditView({ ...before, ...values }),
    });
  });
  return adminQuestionnaire(db, id, now);
}

/** POST api/admin/questionnaires/{id}/run {days}: offered from now (operator.ts, as the CLI), audited. */
export async function runFromConsole(db: Db, actor: AuditActor, id: number, days: number, now = new Date()): Promise<AdminQuestionnaire> {
  await db.transaction(async (tx) => {
    await runQuestionnaire(tx, id, now, days);
    await tx
      .update(questionnaires)
      .set({ version: sql`${questionnaires.version} + 1` })
      .where(eq(questionnaires.id, id));
    await recordAudit(tx, actor, { action: 'questionnaire.run', record_kind: 'questionnaire', record_id: String(id), after: { days } });
  });
  return adminQuestionnaire(db, id, now);
}

/** POST api/admin/questionnaires/{id}/end: ends it now (operator.ts, as the CLI), audited. */
export async function endFromConsole(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<AdminQuestionnaire> {
  await db.transaction(async (tx) => {
    await endQuestionnaire(tx, id, now);
    await tx
      .update(questionnaires)
      .set({ version: sql`${questionnaires.version} + 1` })
      .where(eq(questionnaires.id, id));
    await recordAudit(tx, actor, { action: 'questionnaire.end', record_kind: 'questionnaire', record_id: String(id) });
  });
  return adminQuestionnaire(db, id, now);
}

async function submitted(db: Db, id: number) {
  const [q] = await db.select({ questions: questionnaires.questions }).from(questionnaires).where(eq(questionnaires.id, id));
  if (!q) throw notFound(said('questionnaireNotFound'));
  const responses = await db
    .select({ userId: questionnaireResponses.userId, answers: questionnaireResponses.answers, submittedAt: questionnaireResponses.submittedAt })
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.questionnaireId, id), eq(questionnaireResponses.state, 'submitted')))
    .orderBy(asc(questionnaireResponses.submittedAt), asc(questionnaireResponses.id));
  return { questions: q.questions, responses };
}

/** GET api/admin/questionnaires/{id}/answers: each question's answers counted (choices, scores), its mean score, its latest texts. */
export async function questionnaireAnswers(db: Db, id: number): Promise<QuestionnaireAnswers> {
  const { questions, responses } = await submitted(db, id);
  const out: QuestionAnswers[] = questions.map((q) => {
    const values = responses
      .map((r) => r.answers.find((a) => a.question_id === q.id)?.values ?? [])
      .filter((v) => v.length && v.some((x) => x.trim()));
    const tally = (value: string) => values.filter((v) => v.includes(value)).length;
    const counts =
      q.kind === 'rating'
        ? Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)).map((v) => ({ value: v, label: v, count: tally(v) }))
        : q.kind === 'text'
          ? []
          : q.options.map((o) => ({ value: o.id, label: o.text, count: tally(o.id) }));
    const scores = q.kind === 'rating' ? values.map((v) => Number(v[0])).filter((n) => Number.isFinite(n)) : [];
    return {
      id: q.id,
      kind: q.kind,
      text: q.text,
      answered: values.length,
      counts,
      average: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : null,
      texts:
        q.kind === 'text'
          ? values
              .map((v) => v[0]!)
              .slice(-QUESTIONNAIRE_LIMITS.textAnswersShown)
              .reverse()
          : [],
    };
  });
  return { id, submitted: responses.length, questions: out };
}

/**
 * GET api/admin/questionnaires/{id}/answers.csv: one record per submitted response (when, which
 * customer, then each question's answer: the chosen choices' texts joined by "; ", the text, or the
 * score), formulas guarded (csvLine).
 */
export async function* questionnaireAnswersCsv(db: Db, id: number): AsyncGenerator<string> {
  const { questions, responses } = await submitted(db, id);
  yield csvLine(['submitted_at', 'customer_id', ...questions.map((q) => q.text)]);
  for (const r of responses) {
    yield csvLine([
      r.submittedAt?.toISOString() ?? '',
      r.userId,
      ...questions.map((q) => {
        const values = r.answers.find((a) => a.question_id === q.id)?.values ?? [];
        return q.kind === 'single' || q.kind === 'multiple'
          ? values.map((v) => q.options.find((o) => o.id === v)?.text ?? v).join('; ')
          : (values[0] ?? '');
      }),
    ]);
  }
}
