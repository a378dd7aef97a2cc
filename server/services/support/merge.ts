import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Moves a visitor's support conversation to a customer, inside the caller's (sign-in's) transaction,
 * as the cart moves (auth/merge-visitor.ts). A customer who has a conversation gets the visitor's
 * messages added to it (ids kept, so in the order they were written), its unread count added and
 * opened when the visitor's was open, and the visitor's row goes; one without takes the visitor's whole.
 */
export async function moveVisitorConversation(tx: Db, visitorId: string, userId: number): Promise<void> {
  const mine = sql`(select id from support_conversations where user_id = ${userId})`;
  const theirs = sql`(select id from support_conversations where visitor_id = ${visitorId})`;
  await tx.execute(sql`update support_messages set conversation_id = ${mine}
    where conversation_id = ${theirs} and exists ${mine}`);
  await tx.execute(sql`update support_conversations c set
      agent_unread = c.agent_unread + v.agent_unread,
      status = case when v.status = 'open' then 'open' else c.status end,
      email = coalesce(c.email, v.email),
      updated_at = greatest(c.updated_at, v.updated_at)
    from support_conversations v where c.user_id = ${userId} and v.visitor_id = ${visitorId}`);
  await tx.execute(sql`delete from support_conversations where visitor_id = ${visitorId} and exists ${mine}`);
  await tx.execute(sql`update support_conversations set user_id = ${userId}, visitor_id = null where visitor_id = ${visitorId}`);
}
