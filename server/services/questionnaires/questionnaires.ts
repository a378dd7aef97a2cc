import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { QUESTIONNAIRE_TICKET_MS } from '../../../contract/constants';
import { said } from '../../../contract/messages';
import {
  answerErrors,
  type AnswerEntry,
  type QuestionnaireForm,
  type QuestionnairePopup,
  type QuestionnaireReward,
  type QuestionnaireStart,
  type QuestionnaireState,
  type QuestionnaireSubmitted,
  type QuestionnaireSummary,
} from '../../../contract/questionnaire';
import type { Db } from '../../db/client';
import { coupons, questionnaireResponses, questionnaires } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import type { Identity } from '../auth/tokens';
import { hashToken, newToken } from '../auth/secrets';
import { grantCoupon } from '../orders/coupons';
import { grantQuestionnairePoints } from '../points/points';

type QuestionnaireRow = typeof questionnaires.$inferSelect;
type ResponseRow = typeof questionnaireResponses.$inferSelect;
type Row = { q: QuestionnaireRow; couponTitle: string | null };

/** Open: started and not yet ended (offered by the promo, can be started and sent). */
export const isOpen = (q: Pick<QuestionnaireRow, 'startsAt' | 'endsAt'>, now: Date) => q.startsAt <= now && now < q.endsAt;
/** isOpen as a condition on the questionnaires table. */
export const openAt = (now: Date) => and(lte(questionnaires.startsAt, now), gt(questionnaires.endsAt, now));

function rewardOf({ q, couponTitle }: Row): QuestionnaireReward {
  return q.rewardKind === 'points'
    ? { kind: 'points', points: q.rewardPoints, coupon_id: null, coupon_title: '' }
    : { kind: 'coupon', points: 0, coupon_id: q.rewardCouponId, coupon_title: couponTitle ?? '' };
}

function stateOf(q: QuestionnaireRow, response: ResponseRow | null, now: Date): QuestionnaireState {
  if (response?.state === 'submitted') return 'submitted';
  if (now >= q.endsAt) return 'expired';
  return response ? 'started' : 'available';
}

function summaryOf(row: Row, response: ResponseRow | null, now: Date): QuestionnaireSummary {
  return {
    id: row.q.id,
    title: row.q.title,
    description: row.q.description,
    s3_wap_img: row.q.wapImageUrl,
    state: stateOf(row.q, response, now),
    reward: rewardOf(row),
    ends_at: row.q.endsAt.toISOString(),
    submitted_at: response?.submittedAt?.toISOString() ?? null,
  };
}

const withCoupon = (db: Db) =>
  db.select({ q: questionnaires, couponTitle: coupons.title }).from(questionnaires).leftJoin(coupons, eq(coupons.id, questionnaires.rewardCouponId));

async function questionnaireRow(db: Db, id: number): Promise<Row> {
  const [row] = await withCoupon(db).where(eq(questionnaires.id, id)).limit(1);
  if (!row) throw notFound(said('questionnaireNotFound'));
  return row;
}

async function responseOf(db: Db, userId: number, questionnaireId: number, lock = false): Promise<ResponseRow | null> {
  const q = db
    .select()
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.userId, userId), eq(questionnaireResponses.questionnaireId, questionnaireId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * GET api/users/pop_up_window: the open questionnaire to offer the caller, or null. A customer is
 * offered the first one (by id) they have not submitted; a visitor the first open one (taking it
 * asks them to sign in first).
 */
export async function popUpWindow(db: Db, who: Identity, now: Date): Promise<QuestionnairePopup | null> {
  const notSubmitted =
    who.kind === 'customer'
      ? sql`not exists (select 1 from ${questionnaireResponses} r where r.questionnaire_id = ${questionnaires.id} and r.user_id = ${who.userId} and r.state = 'submitted')`
      : sql`true`;
  const [row] = await withCoupon(db)
    .where(and(openAt(now), notSubmitted))
    .orderBy(asc(questionnaires.id))
    .limit(1);
  if (!row) return null;
  return { id: row.q.id, title: row.q.title, s3_img: row.q.imageUrl, s3_wap_img: row.q.wapImageUrl, reward: rewardOf(row) };
}

/** GET api/users/getList: every questionnaire that has started, with the customer's state, newest first. */
export async function questionnaireList(db: Db, userId: number, now: Date): Promise<QuestionnaireSummary[]> {
  const rows = await db
    .select({ q: questionnaires, couponTitle: coupons.title, response: questionnaireResponses })
    .from(questionnaires)
    .leftJoin(coupons, eq(coupons.id, questionnaires.rewardCouponId))
    .leftJoin(questionnaireResponses, and(eq(questionnaireResponses.questionnaireId, questionnaires.id), eq(questionnaireResponses.userId, userId)))
    .where(lte(questionnaires.startsAt, now))
    .orderBy(asc(questionnaires.id));
  const order: Record<QuestionnaireState, number> = { started: 0, available: 1, submitted: 2, expired: 3 };
  return rows.map((r) => summaryOf(r, r.response, now)).sort((a, b) => order[a.state] - order[b.state] || a.id - b.id);
}

/** The questionnaire must be open and not yet submitted by this customer (404, 409 closed, 409 answered). */
function assertAnswerable(row: Row, response: ResponseRow | null, now: Date) {
  if (response?.state === 'submitted') throw conflict(null, said('questionnaireAnswered'));
  if (!isOpen(row.q, now)) throw conflict(null, said('questionnaireClosed'));
}

/**
 * POST api/users/startQuestionnaire {id}: records that the customer started it (keeping any draft)
 * and answers the hosted form's url, `${publicUrl}/questionnaire/{id}?t=<ticket>`. The ticket is
 * random, kept only as its hash and works for QUESTIONNAIRE_TICKET_MS; starting again replaces it.
 * The bearer token never goes into a url.
 */
export async function startQuestionnaire(db: Db, publicUrl: string, userId: number, id: number, now: Date): Promise<QuestionnaireStart> {
  const row = await questionnaireRow(db, id);
  assertAnswerable(row, await responseOf(db, userId, id), now);
  const ticket = newToken();
  const ticketExpiresAt = new Date(now.getTime() + QUESTIONNAIRE_TICKET_MS);
  await db
    .insert(questionnaireResponses)
    .values({ userId, questionnaireId: id, ticketHash: hashToken(ticket), ticketExpiresAt, startedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [questionnaireResponses.userId, questionnaireResponses.questionnaireId],
      set: { ticketHash: hashToken(ticket), ticketExpiresAt },
    });
  return { id, questionnaire_url: `${publicUrl}/questionnaire/${id}?t=${encodeURIComponent(ticket)}` };
}

/**
 * Who answers questionnaire `id`: the holder of a live ticket for it, or else a signed-in
 * customer. A wrong or expired ticket is 403 questionnaireLinkExpired; a visitor without one 403.
 */
export async function answererOf(db: Db, who: Identity, id: number, ticket: string | undefined, now: Date): Promise<number> {
  if (ticket) {
    const [r] = await db
      .select({ userId: questionnaireResponses.userId })
      .from(questionnaireResponses)
      .where(
        and(
          eq(questionnaireResponses.ticketHash, hashToken(ticket)),
          eq(questionnaireResponses.questionnaireId, id),
          gt(questionnaireResponses.ticketExpiresAt, now),
        ),
      )
      .limit(1);
    if (!r) throw forbidden(said('questionnaireLinkExpired'));
    return r.userId;
  }
  if (who.kind !== 'customer') throw forbidden(said('signInRequired'));
  return who.userId;
}

/** GET api/questionnaire/{id}: the questions and the customer's draft. */
export async function questionnaireForm(db: Db, userId: number, id: number, now: Date): Promise<QuestionnaireForm> {
  const row = await questionnaireRow(db, id);
  const response = await responseOf(db, userId, id);
  return { ...summaryOf(row, response, now), questions: row.q.questions, answers: response?.answers ?? [] };
}

/** Answers without empty values, in the questions' order. */
function tidy(answers: AnswerEntry[]): AnswerEntry[] {
  return answers.map((a) => ({ question_id: a.question_id, values: a.values.filter((v) => v.trim() !== '') })).filter((a) => a.values.length > 0);
}

/**
 * POST api/questionnaire/{id}/draft: keeps unfinished answers (checked as a draft: required ones may
 * be missing) so /question-break/{id} can resume. Answers the form as it now stands.
 */
export async function saveDraft(db: Db, userId: number, id: number, answers: AnswerEntry[], now: Date): Promise<QuestionnaireForm> {
  const row = await questionnaireRow(db, id);
  const errors = answerErrors(row.q.questions, answers, { draft: true });
  if (Object.keys(errors).length) throw invalid(errors);
  await db.transaction(async (tx) => {
    const response = await responseOf(tx, userId, id, true);
    assertAnswerable(row, response, now);
    await tx
      .insert(questionnaireResponses)
      .values({ userId, questionnaireId: id, answers: tidy(answers), startedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [questionnaireResponses.userId, questionnaireResponses.questionnaireId],
        set: { answers: tidy(answers), updatedAt: now },
      });
  });
  return questionnaireForm(db, userId, id, now);
}

/**
 * POST api/users/submitQuestionnaire: checks the answers against the questions (422 by question
 * id), stores them and grants the reward (points, or the coupon into the customer's coupons), all
 * in one transaction: once per customer and questionnaire (a second submission is 409), with the
 * response row locked so two submissions at once grant one reward.
 */
export async function submitQuestionnaire(db: Db, userId: number, id: number, answers: AnswerEntry[], now: Date): Promise<QuestionnaireSubmitted> {
  const row = await questionnaireRow(db, id);
  const errors = answerErrors(row.q.questions, answers);
  if (Object.keys(errors).length) throw invalid(errors);
  await db.transaction(async (tx) => {
    // Make sure a row exists to lock (a customer may submit from /question-break without starting).
    await tx.insert(questionnaireResponses).values({ userId, questionnaireId: id, startedAt: now, updatedAt: now }).onConflictDoNothing();
    const response = await responseOf(tx, userId, id, true);
    assertAnswerable(row, response, now);
    await tx
      .update(questionnaireResponses)
      .set({ state: 'submitted', answers: tidy(answers), updatedAt: now, submittedAt: now, ticketHash: null, ticketExpiresAt: null })
      .where(eq(questionnaireResponses.id, response!.id));
    if (row.q.rewardKind === 'points') await grantQuestionnairePoints(tx, userId, id, row.q.rewardPoints);
    else await grantCoupon(tx, userId, row.q.rewardCouponId!);
  });
  return { id, title: row.q.title, reward: rewardOf(row) };
}
