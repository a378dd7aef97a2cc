import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { hashToken, newToken } from './secrets';

export interface NewsletterState {
  subscribed: boolean;
}

type NewsletterApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

/** The unsubscribe link every newsletter mail carries (one click, no sign-in). */
export function unsubscribeLink(app: Pick<FastifyInstance, 'config'>, token: string): string {
  return `${app.config.publicUrl}/${paths.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`;
}

/** GET api/users/newsletter: whether the customer gets the newsletter. */
export async function newsletterOf(db: Db, userId: number): Promise<NewsletterState> {
  const [u] = await db.select({ newsletter: users.newsletter }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound();
  return { subscribed: u.newsletter };
}

/**
 * POST api/users/newsletter {subscribe}: subscribing (from unsubscribed) mails a welcome with the
 * unsubscribe link, whose token is new each time (stored hashed, so an old link stops working);
 * asking for the state it already has changes nothing and mails nothing.
 */
export async function setNewsletter(app: NewsletterApp, userId: number, subscribe: boolean): Promise<NewsletterState> {
  const [u] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound();
  if (u.newsletter === subscribe) return { subscribed: subscribe };
  if (!subscribe) {
    await app.db.update(users).set({ newsletter: false }).where(eq(users.id, userId));
    return { subscribed: false };
  }
  const token = newToken();
  await app.db
    .update(users)
    .set({ newsletter: true, newsletterTokenHash: hashToken(token) })
    .where(eq(users.id, userId));
  await app.mailer.send({
    kind: 'newsletter-welcome',
    to: u.email,
    subject: 'You are subscribed to the Optic Shop newsletter',
    text: `Hello ${u.firstname},\n\nThank you for subscribing: new frames, offers and our price lists will come to this address.\n\nTo stop receiving the newsletter, open this link:\n${unsubscribeLink(app, token)}`,
  });
  return { subscribed: true };
}

/**
 * GET api/newsletter/unsubscribe?token=: the mail's link ends the subscription, without signing
 * in. Answers whether the token was known (an old or made-up link is not).
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const done = await db
    .update(users)
    .set({ newsletter: false })
    .where(eq(users.newsletterTokenHash, hashToken(token)))
    .returning({ id: users.id });
  return done.length > 0;
}
