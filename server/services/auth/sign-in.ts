import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginData, RegistrationLoginData, TokenData } from '../../../contract/entities';
import { said } from '../../../contract/messages';
import { registerPayload, type LoginInput, type RegisterForm, type RegisterInput } from '../../../contract/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, invalid } from '../../errors';
import { grantWelcomeCoupon } from '../orders/coupons';
import { isUniqueViolation } from '../platform/db-errors';
import { mergeVisitorInto } from './merge-visitor';
import { moveVisitorConversation } from '../support/merge';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { issueCustomerToken, type Identity, type TokenTtl } from './tokens';
import { findUserByEmail, toUserInfo } from './users';

/** What signing in uses of the app. */
export type SignInApp = Pick<FastifyInstance, 'db' | 'config'>;

/**
 * Wrong credentials are a 422 on the password field, not a 401: a 401 tells the app its token is
 * dead, and the visitor's token (and cart) must survive a mistyped password.
 */
const wrongCredentials = () => invalid({ password: said('wrongCredentials') });

export const emailTaken = () => invalid({ email: said('emailTaken') });

/** An account staff disabled: the right password still opens no session (403, with a clear message). */
const accountDisabled = () => forbidden(said('accountDisabled'));

/**
 * Opens a customer session inside the caller's transaction. A visitor's cart and wishlist (the
 * caller's token, when it is a visitor's) become the customer's, and so does their support chat: nothing the visitor collected is lost.
 */
async function openSession(tx: Db, ttl: TokenTtl, userId: number, caller: Identity | null): Promise<TokenData> {
  if (caller?.kind === 'visitor') {
    await mergeVisitorInto(tx, caller.visitorId, userId);
    await moveVisitorConversation(tx, caller.visitorId, userId);
  }
  return issueCustomerToken(tx, ttl, userId);
}

/**
 * POST api/login: checks the e-mail and password (an unknown e-mail costs the same time as a wrong
 * password) and opens a session; a disabled account (the right password) is refused with a 403.
 */
export async function logIn(app: SignInApp, input: LoginInput, caller: Identity | null): Promise<LoginData> {
  const user = await findUserByEmail(app.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongCredentials();
  if (user.disabledAt) throw accountDisabled();
  const token = await app.db.transaction(async (tx) => {
    // The row lock orders this with staff disabling the account: either this sees it disabled, or
    // the disabling (which revokes every token) comes after this token exists.
    const [now] = await tx.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, user.id)).for('update');
    if (now?.disabledAt) throw accountDisabled();
    return openSession(tx, app.config, user.id, caller);
  });
  return { ...token, user: toUserInfo(user) };
}

/**
 * POST api/register: a new customer, signed in at once (like login, the caller's visitor cart and
 * wishlist become theirs), holding the welcome coupon. An e-mail is taken whatever its case; the
 * unique index settles a race between two requests.
 */
export async function registerCustomer(app: SignInApp, input: RegisterInput, caller: Identity | null): Promise<LoginData> {
  const { email, password, firstname, lastname, type } = input;
  if (await findUserByEmail(app.db, email)) throw emailTaken();
  // Hash outside the transaction: PGlite has one connection and argon2 takes a while.
  const passwordHash = await hashPassword(password);
  try {
    return await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, firstname, lastname, type: Number(type) })
        .returning();
      await grantWelcomeCoupon(tx, user!.id);
      const token = await openSession(tx, app.config, user!.id, caller);
      return { ...token, user: toUserInfo(user!) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * POST api/registrationLogin {email, password}: register-or-sign-in in one call (a new customer at
 * checkout). An account with that e-mail: signs in (a wrong password is the login's 422). No
 * account: opens one with the register rules (names filled with the e-mail, the welcome coupon)
 * and signs in. Two calls racing for a new e-mail: the second signs in to the account the first made.
 */
export async function registerOrLogIn(app: SignInApp, input: RegisterForm, caller: Identity | null): Promise<RegistrationLoginData> {
  const email = input.email.trim();
  if (await findUserByEmail(app.db, email)) return { ...(await logIn(app, { email, password: input.password }, caller)), registered: false };
  try {
    return { ...(await registerCustomer(app, registerPayload({ email, password: input.password }), caller)), registered: true };
  } catch (err) {
    // Refused because another call opened the account meanwhile: sign in to it.
    if (!(await findUserByEmail(app.db, email))) throw err;
    return { ...(await logIn(app, { email, password: input.password }, caller)), registered: false };
  }
}
