import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportConversations, supportMessages, users } from '../../db/schema';
import type { SupportConversation, SupportHistory, SupportMessage } from '../../../contract/support';
import type { Identity } from '../auth/tokens';

/** At most this many messages are sent back as a conversation's history (the latest). */
export const HISTORY_KEPT = 200;

type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

const ownerOf = (who: Identity) =>
  who.kind === 'customer' ? eq(supportConversations.userId, who.userId) : eq(supportConversations.visitorId, who.visitorId);

/** The socket.io room of a shopper's sockets (every tab of one customer or one visitor). */
export const roomOf = (owner: { userId: number | null; visitorId: string | null }): string =>
  owner.userId != null ? `shopper:u:${owner.userId}` : `shopper:v:${owner.visitorId}`;

export const toMessage = (m: MessageRow): SupportMessage => ({
  id: m.id,
  conversation_id: m.conversationId,
  from: m.author,
  text: m.text,
  created_at: m.createdAt.toISOString(),
});

/** The shopper's conversation, or null when they never wrote. */
export async function conversationOf(db: Db, who: Identity): Promise<ConversationRow | null> {
  const [row] = await db.select().from(supportConversations).where(ownerOf(who)).limit(1);
  return row ?? null;
}

async function messagesOf(db: Db, conversationId: number): Promise<SupportMessage[]> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(HISTORY_KEPT);
  return rows.reverse().map(toMessage);
}

/** Where an answer by e-mail goes: the customer's own address, else the one the visitor gave. */
async function emailOf(db: Db, c: ConversationRow): Promise<string | null> {
  if (c.userId == null) return c.email;
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, c.userId)).limit(1);
  return u?.email ?? c.email;
}

/** What a shopper's socket is told on connecting: their conversation's latest messages. */
export async function historyFor(db: Db, who: Identity): Promise<Omit<SupportHistory, 'agent_online'>> {
  const c = await conversationOf(db, who);
  if (!c) {
    const email =
      who.kind === 'customer'
        ? ((await db.select({ email: users.email }).from(users).where(eq(users.id, who.userId)).limit(1))[0]?.email ?? null)
        : null;
    return { conversation_id: null, messages: [], email };
  }
  return { conversation_id: c.id, messages: await messagesOf(db, c.id), email: await emailOf(db, c) };
}

/**
 * A shopper's message, kept: their conversation is made (or opened again), counted unread for the
 * agents, and a visitor's e-mail for the answer noted when given. One transaction.
 */
export async function addShopperMessage(db: Db, who: Identity, text: string, email: string | null) {
  return db.transaction(async (tx) => {
    const owner = who.kind === 'customer' ? { userId: who.userId } : { visitorId: who.visitorId };
    const target = who.kind === 'customer' ? supportConversations.userId : supportConversations.visitorId;
    const [c] = await tx
      .insert(supportConversations)
      .values({ ...owner, email, agentUnread: 1 })
      .onConflictDoUpdate({
        target,
        targetWhere: sql`${target} is not null`,
        set: {
          status: 'open',
          agentUnread: sql`${supportConversations.agentUnread} + 1`,
          updatedAt: new Date(),
          ...(email ? { email } : {}),
        },
      })
      .returning();
    const [m] = await tx.insert(supportMessages).values({ conversationId: c!.id, author: 'shopper', text }).returning();
    return { conversationId: c!.id, message: toMessage(m!) };
  });
}

/** The agents' list: open conversations first, the latest first; closed ones too when asked. */
export async function listConversations(db: Db, opts: { includeClosed?: boolean; limit?: number } = {}): Promise<SupportConversation[]> {
  const last = sql<string>`(select m.text from support_messages m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`;
  const rows = await db
    .select({ c: supportConversations, userEmail: users.email, lastText: last })
    .from(supportConversations)
    .leftJoin(users, eq(users.id, supportConversations.userId))
    .where(opts.includeClosed ? undefined : eq(supportConversations.status, 'open'))
    .orderBy(asc(supportConversations.status), desc(supportConversations.updatedAt))
    .limit(opts.limit ?? 100);
  return rows.map((r) => toConversation(r.c, r.userEmail, r.lastText));
}

function toConversation(c: ConversationRow, userEmail: string | null, lastText: string | null): SupportConversation {
  return {
    id: c.id,
    email: userEmail ?? c.email,
    who: c.userId != null ? `Customer #${c.userId}` : `Visitor ${c.visitorId!.slice(0, 8)}`,
    status: c.status,
    unread: c.agentUnread,
    last_text: lastText ?? '',
    updated_at: c.updatedAt.toISOString(),
  };
}

/** One conversation as the agents' list shows it; null for an unknown id. */
export async function conversationView(db: Db, id: number): Promise<SupportConversation | null> {
  const [row] = await db
    .select({ c: supportConversations, userEmail: users.email })
    .from(supportConversations)
    .leftJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.id, id))
    .limit(1);
  if (!row) return null;
  const [m] = await db
    .select({ text: supportMessages.text })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, id))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  return toConversation(row.c, row.userEmail, m?.text ?? null);
}

/** An agent opens a conversation: its messages, and nothing unread any more. Null for an unknown id. */
export async function openForAgent(db: Db, id: number) {
  const [c] = await db.update(supportConversations).set({ agentUnread: 0 }).where(eq(supportConversations.id, id)).returning();
  if (!c) return null;
  return { conversation: (await conversationView(db, id))!, messages: await messagesOf(db, id) };
}

/** An agent's answer, kept; with where it would be mailed. Null for an unknown id. */
export async function addAgentMessage(db: Db, id: number, text: string) {
  const result = await db.transaction(async (tx) => {
    const [c] = await tx
      .update(supportConversations)
      .set({ updatedAt: new Date(), agentUnread: 0 })
      .where(eq(supportConversations.id, id))
      .returning();
    if (!c) return null;
    const [m] = await tx.insert(supportMessages).values({ conversationId: id, author: 'agent', text }).returning();
    return { row: c, message: toMessage(m!) };
  });
  if (!result) return null;
  return { message: result.message, room: roomOf(result.row), email: await emailOf(db, result.row), conversation: (await conversationView(db, id))! };
}

/** Closes a conversation (a new message from the shopper opens it again). Null for an unknown id. */
export async function closeConversation(db: Db, id: number): Promise<SupportConversation | null> {
  const [c] = await db
    .update(supportConversations)
    .set({ status: 'closed', agentUnread: 0, updatedAt: new Date() })
    .where(and(eq(supportConversations.id, id)))
    .returning({ id: supportConversations.id });
  return c ? conversationView(db, id) : null;
}
