import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * One e-mail the server stored in its outbox. Served by the dev/test-only endpoint
 * `GET /api/dev/outbox?to=<email>`, which the server mounts only when SHOP_DEV_ENDPOINTS=1 (the
 * e2e webServer sets it). Answer: the usual envelope `{ code: 200, msg, data: OutboxMail[] }`,
 * oldest first; an address with no mail gives `data: []`.
 */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
}

function requestOf(source: Page | APIRequestContext): APIRequestContext {
  return 'request' in source ? source.request : source;
}

/** Every mail sent to `email` so far, oldest first. Uses the page's or test's request context (baseURL). */
export async function outbox(source: Page | APIRequestContext, email: string): Promise<OutboxMail[]> {
  const res = await requestOf(source).get('/api/dev/outbox', { params: { to: email } });
  if (!res.ok()) {
    throw new Error(`GET /api/dev/outbox?to=${email} answered ${res.status()}: is the server started with SHOP_DEV_ENDPOINTS=1?`);
  }
  const body = (await res.json()) as { code: number; msg: string; data: OutboxMail[] };
  if (body.code !== 200) throw new Error(`GET /api/dev/outbox answered code ${body.code}: ${body.msg}`);
  return body.data;
}

/**
 * Waits until a mail to `email` arrives whose kind (e.g. 'password-reset') or subject matches,
 * and returns the newest such mail.
 */
export async function waitForMail(
  source: Page | APIRequestContext,
  email: string,
  match: { kind?: string; subject?: RegExp } = {},
  timeout = 10_000,
): Promise<OutboxMail> {
  const matches = (m: OutboxMail) => (!match.kind || m.kind === match.kind) && (!match.subject || match.subject.test(m.subject));
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(source, email)).filter(matches).at(-1);
        return !!found;
      },
      { timeout, message: `mail to ${email} matching ${JSON.stringify({ ...match, subject: match.subject?.source })}` },
    )
    .toBe(true);
  return found!;
}

/** The first http(s) link in a mail's text (e.g. the password-reset link). */
export function firstLink(mail: OutboxMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`mail "${mail.subject}" to ${mail.to} has no link`);
  return link.replace(/[).,>]+$/, '');
}
