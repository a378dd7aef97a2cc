import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  INBOX_KINDS,
  type AdminInboxAssignee,
  type AdminInboxItem,
  type AdminInboxPage,
  type AdminInboxRow,
  type InboxKind,
  type InboxStatus,
} from '../../../contract/admin';
import { said } from '../../../contract/messages';
import type { AdminInboxQueryInput, AdminInboxReplyInput, AdminInboxStateInput } from '../../../contract/schemas/admin-customers';
import { ROLE_PERMISSIONS, STAFF_ROLES } from '../../../contract/staff';
import type { Db } from '../../db/client';
import { inboxReplies, inboxStates, inquiries, staffMembers, uploads } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { recordAudit, type StaffActor } from '../staff/audit';
import { factsOf } from './facts';
import { sourceOf, sourcesOf, type SourceRow } from './sources';

// The console's inbox (inbox.answer): every message a person must answer, in one list, with its
// status, assignee and replies (db/schema/inbox.ts keeps those beside the source tables).

type InboxApp = Pick<FastifyInstance, 'db' | 'mailer'>;

const PREVIEW_CHARS = 160;

/** The roles that may answer the inbox, so the members a message can be assigned to. */
const ANSWERING_ROLES = STAFF_ROLES.filter((r) => ROLE_PERMISSIONS[r].includes('inbox.answer'));

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The messages joined with their state and assignee: `src` of the given SQL. */
const withState = (src: SQL) => sql`
  select src.kind, src.id, src.created_at, src.name, src.email, src.subject, src.message, src.customer_id,
    coalesce(st.status, src.base_status) as status, st.assignee_id, m.name as assignee_name, m.email as assignee_email
  from (${src}) src
  left join inbox_states st on st.kind = src.kind and st.source_id = src.id
  left join staff_members m on m.id = st.assignee_id`;

function toRow(r: SourceRow): AdminInboxRow {
  const message = r.message ?? '';
  return {
    kind: r.kind,
    id: Number(r.id),
    created_at: new Date(r.created_at).toISOString(),
    name: r.name ?? '',
    email: r.email,
    subject: r.subject ?? '',
    preview: message.length > PREVIEW_CHARS ? `${message.slice(0, PREVIEW_CHARS - 1)}…` : message,
    status: r.status,
    assignee: r.assignee_id == null ? null : { id: Number(r.assignee_id), name: r.assignee_name ?? '', email: r.assignee_email ?? '' },
    customer_id: r.customer_id == null ? null : Number(r.customer_id),
  };
}

/**
 * GET api/admin/inbox: one page of every kind of message (or one kind), newest first, filtered by
 * status and assignee (`me`: the caller; `none`: nobody's).
 */
export async function listInbox(db: Db, actor: StaffActor, q: AdminInboxQueryInput): Promise<AdminInboxPage> {
  const src = sourcesOf(q.kind ? [q.kind] : INBOX_KINDS);
  const where: SQL[] = [];
  if (q.status) where.push(sql`x.status = ${q.status}`);
  if (q.assignee === 'none') where.push(sql`x.assignee_id is null`);
  else if (q.assignee) where.push(sql`x.assignee_id = ${q.assignee === 'me' ? actor.id : Number(q.assignee)}`);
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`select * from (${withState(src)}) x ${filter} order by x.created_at desc, x.kind, x.id desc limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
    ),
    db.execute(sql`select count(*)::int as n from (${withState(src)}) x ${filter}`),
  ]);
  return {
    items: rowsOf<SourceRow>(rows).map(toRow),
    page: q.page,
    page_size: q.page_size,
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

/** How many messages of every kind are new (not yet answered nor closed): the dashboard's waiting work. */
export async function countNewInbox(db: Db): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from (${withState(sourcesOf(INBOX_KINDS))}) x where x.status = 'new'`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

async function sourceRow(db: Db, kind: InboxKind, id: number): Promise<SourceRow> {
  const [row] = rowsOf<SourceRow>(await db.execute(withState(sourceOf(kind, id))));
  if (!row) throw notFound(said('inboxMessageNotFound'));
  return row;
}

/** GET api/admin/inbox/{kind}/{id}: the whole message, what else it says, its attachments and replies. */
export async function inboxItem(db: Db, kind: InboxKind, id: number): Promise<AdminInboxItem> {
  const row = await sourceRow(db, kind, id);
  const [{ facts, uploadIds }, replies] = await Promise.all([
    factsOf(db, kind, id),
    db
      .select()
      .from(inboxReplies)
      .where(and(eq(inboxReplies.kind, kind), eq(inboxReplies.sourceId, id)))
      .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id)),
  ]);
  const files = uploadIds.length
    ? await db
        .select({ id: uploads.id, name: uploads.originalName, mime: uploads.mime, size: uploads.size })
        .from(uploads)
        .where(inArray(uploads.id, uploadIds))
        .orderBy(asc(uploads.id))
    : [];
  return {
    ...toRow(row),
    message: row.message ?? '',
    facts,
    attachments: files.map((f) => ({ ...f, name: f.name || `attachment-${f.id}` })),
    replies: replies.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), author: r.author, sent_to: r.sentTo, text: r.text })),
  };
}

/** Writes a message's state (a first change creates its row). */
async function putState(tx: Db, kind: InboxKind, id: number, state: { status: InboxStatus; assigneeId: number | null }) {
  await tx
    .insert(inboxStates)
    .values({ kind, sourceId: id, status: state.status, assigneeId: state.assigneeId })
    .onConflictDoUpdate({
      target: [inboxStates.kind, inboxStates.sourceId],
      set: { status: state.status, assigneeId: state.assigneeId, updatedAt: new Date() },
    });
}

/** Takes the message's state row lock (if it has one), so two members' changes apply one after the other. */
async function lockState(tx: Db, kind: InboxKind, id: number) {
  await tx
    .select({ kind: inboxStates.kind })
    .from(inboxStates)
    .where(and(eq(inboxStates.kind, kind), eq(inboxStates.sourceId, id)))
    .for('update');
}

/**
 * POST api/admin/inbox/{kind}/{id}/reply: the reply is kept with the message and the message
 * becomes answered (or closed, with `close`), in one transaction with its audit entry; then it is
 * mailed to the shopper. A contact or lens enquiry also carries the answer where the shopper's own
 * list of enquiries reads it (inquiries.answer).
 */
export async function replyToInbox(
  app: InboxApp,
  actor: StaffActor,
  kind: InboxKind,
  id: number,
  input: AdminInboxReplyInput,
): Promise<AdminInboxItem> {
  const text = input.text.trim();
  const status: InboxStatus = input.close ? 'closed' : 'answered';
  const row = await app.db.transaction(async (tx) => {
    await lockState(tx, kind, id);
    const before = await sourceRow(tx, kind, id);
    const [reply] = await tx
      .insert(inboxReplies)
      .values({ kind, sourceId: id, staffId: actor.id, author: actor.email, sentTo: before.email, text })
      .returning({ id: inboxReplies.id });
    await putState(tx, kind, id, { status, assigneeId: before.assignee_id == null ? null : Number(before.assignee_id) });
    if (kind === 'contact' || kind === 'lens') {
      await tx.update(inquiries).set({ status: 'answered', answer: text, answeredAt: new Date() }).where(eq(inquiries.id, id));
    }
    await recordAudit(tx, actor, {
      action: 'inquiry.reply',
      record_kind: 'inquiry',
      record_id: `${kind}:${id}`,
      before: { status: before.status },
      after: { status, reply_id: reply!.id, sent_to: before.email, text },
    });
    return before;
  });
  const quoted = row.message ? `\n\n----\nYou wrote:\n> ${row.message.replace(/\n/g, '\n> ')}\n` : '\n';
  await app.mailer.send({
    kind: 'inbox-reply',
    to: row.email,
    subject: `Re: ${row.subject} #${id}`,
    text: `Hello${row.name ? ` ${row.name}` : ''},\n\n${text}\n\nOptic Shop customer service${quoted}`,
  });
  return inboxItem(app.db, kind, id);
}

/** GET api/admin/inbox/assignees: the active members whose role answers the inbox. */
export async function inboxAssignees(db: Db): Promise<AdminInboxAssignee[]> {
  return db
    .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .where(and(inArray(staffMembers.role, ANSWERING_ROLES), isNull(staffMembers.disabledAt), isNotNull(staffMembers.passwordHash)))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
}

/**
 * POST api/admin/inbox/{kind}/{id}/state: a new status and/or assignee (null: nobody). The
 * assignee must be an active member who may answer the inbox (422 otherwise). Audited when
 * something changed.
 */
export async function setInboxState(db: Db, actor: StaffActor, kind: InboxKind, id: number, input: AdminInboxStateInput): Promise<AdminInboxItem> {
  if (input.assignee_id != null) {
    const [member] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(
        and(
          eq(staffMembers.id, input.assignee_id),
          inArray(staffMembers.role, ANSWERING_ROLES),
          isNull(staffMembers.disabledAt),
          isNotNull(staffMembers.passwordHash),
        ),
      );
    if (!member) throw invalid({ assignee_id: said('inboxAssigneeUnknown') });
  }
  await db.transaction(async (tx) => {
    await lockState(tx, kind, id);
    const before = await sourceRow(tx, kind, id);
    const was = { status: before.status, assignee_id: before.assignee_id == null ? null : Number(before.assignee_id) };
    const now = { status: input.status ?? was.status, assignee_id: input.assignee_id === undefined ? was.assignee_id : input.assignee_id };
    if (now.status === was.status && now.assignee_id === was.assignee_id) return;
    await putState(tx, kind, id, { status: now.status, assigneeId: now.assignee_id });
    await recordAudit(tx, actor, { action: 'inquiry.state', record_kind: 'inquiry', record_id: `${kind}:${id}`, before: was, after: now });
  });
  return inboxItem(db, kind, id);
}

/** GET api/admin/inbox/{kind}/{id}/attachments/{upload_id}: one of the message's files (only its own). */
export async function inboxAttachment(db: Db, kind: InboxKind, id: number, uploadId: number) {
  const { uploadIds } = await factsOf(db, kind, id);
  if (!uploadIds.includes(uploadId)) throw notFound();
  const [file] = await db
    .select({ mime: uploads.mime, name: uploads.originalName, data: uploads.content })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  if (!file) throw notFound();
  return file;
}
