import type { QuestionnaireRunState } from '../../../contract/admin-questionnaires';
import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { questionnaireResponses, questionnaires } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { isOpen, openAt } from './questionnaires';

/** Where a questionnaire stands for the operator: never run (a draft), not yet started, offered now, or over. */
export type QuestionnaireRun = QuestionnaireRunState;

export interface OperatorQuestionnaire {
  id: number;
  title: string;
  run: QuestionnaireRun;
  startsAt: Date;
  endsAt: Date;
  /** Customers who sent their answers. */
  submitted: number;
}

/** The longest a questionnaire is run for at once (a year): a longer run is a mistake in the days. */
export const QUESTIONNAIRE_RUN_MAX_DAYS = 365;
/** The operator's refusal of a run's length (the operator's tools speak English; not a shopper's message). */
export const RUN_DAYS_MESSAGE = `Days must be a whole number from 1 to ${QUESTIONNAIRE_RUN_MAX_DAYS}`;

/** A questionnaire whose start is its end never ran: a draft (made in the console, or ended before it started). */
export const runOf = (q: { startsAt: Date; endsAt: Date }, now: Date): QuestionnaireRun =>
  q.startsAt.getTime() === q.endsAt.getTime() ? 'draft' : now < q.startsAt ? 'scheduled' : isOpen(q, now) ? 'running' : 'ended';

/** Every questionnaire by id (or those `where` picks), with its run and how many customers submitted it (`npm run questionnaires -- list`). */
export async function listQuestionnaires(db: Db, now: Date, where?: SQL): Promise<OperatorQuestionnaire[]> {
  const submitted = db
    .select({ questionnaireId: questionnaireResponses.questionnaireId, n: count().as('n') })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.state, 'submitted'))
    .groupBy(questionnaireResponses.questionnaireId)
    .as('submitted');
  const rows = await db
    .select({ q: questionnaires, n: submitted.n })
    .from(questionnaires)
    .leftJoin(submitted, eq(submitted.questionnaireId, questionnaires.id))
    .where(where)
    .orderBy(asc(questionnaires.id));
  return rows.map(({ q, n }) => ({
    id: q.id,
    title: q.title,
    run: runOf(q, now),
    startsAt: q.startsAt,
    endsAt: q.endsAt,
    submitted: Number(n ?? 0),
  }));
}

async function one(db: Db, id: number, now: Date): Promise<OperatorQuestionnaire> {
  const [found] = await listQuestionnaires(db, now, eq(questionnaires.id, id));
  if (!found) throw notFound(said('questionnaireNotFound'));
  return found;
}

/**
 * Ends a questionnaire now: the promo stops offering it and it can no longer be started or sent
 * (a customer's draft is kept; `getList` shows it closed). One that has not started never runs;
 * one already over keeps its end.
 */
export async function endQuestionnaire(db: Db, id: number, now: Date): Promise<OperatorQuestionnaire> {
  await one(db, id, now);
  await db
    .update(questionnaires)
    .set({ endsAt: now, startsAt: sql`least(${questionnaires.startsAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(questionnaires.id, id), gt(questionnaires.endsAt, now)));
  return one(db, id, now);
}

/** Ends every questionnaire running now (one statement); answers the ids it ended. */
export async function endRunningQuestionnaires(db: Db, now: Date): Promise<number[]> {
  const ended = await db.update(questionnaires).set({ endsAt: now }).where(openAt(now)).returning({ id: questionnaires.id });
  return ended.map((r) => r.id).sort((a, b) => a - b);
}

/** Runs a questionnaire from now for `days` whole days (1 to a year): the promo offers it to whoever has not sent it. */
export async function runQuestionnaire(db: Db, id: number, now: Date, days: number): Promise<OperatorQuestionnaire> {
  if (!Number.isInteger(days) || days < 1 || days > QUESTIONNAIRE_RUN_MAX_DAYS) {
    throw invalid({ days: RUN_DAYS_MESSAGE });
  }
  await one(db, id, now);
  await db
    .update(questionnaires)
    .set({ startsAt: now, endsAt: new Date(now.getTime() + days * 86_400_000) })
    .where(eq(questionnaires.id, id));
  return one(db, id, now);
}
