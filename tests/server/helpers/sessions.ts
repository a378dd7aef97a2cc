import { expect } from 'vitest';
import { paths } from '../../../contract/endpoints';
import { registerPayload } from '../../../contract/schemas/auth';
import type { LoginData, TokenData } from '../../../contract/entities';
import type { ShopClient } from './test-app';

/** Small steps the suites share, each asserting it worked. */
export async function visitorToken(t: ShopClient): Promise<string> {
  const res = await t.api<TokenData>('POST', paths.visitor);
  expect(res.status).toBe(200);
  return res.body.data.access_token;
}

export async function signIn(t: ShopClient, email: string, password: string, token?: string): Promise<LoginData> {
  const res = await t.api<LoginData>('POST', paths.login, { form: { email, password }, token });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data;
}

export async function register(t: ShopClient, email: string, password = 'secret123', token?: string): Promise<LoginData> {
  const res = await t.api<LoginData>('POST', paths.register, { form: registerPayload({ email, password }), token });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data;
}

let seq = 0;
/** A fresh e-mail address per call, so suites never collide. */
export function newEmail(prefix = 'shopper'): string {
  return `${prefix}${Date.now().toString(36)}${++seq}@example.com`;
}
