import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export interface AddedPage {
  slug: string;
  title: string;
  description: string;
  body: string;
}

/**
 * Adds an information page as the operator does with `npm run pages -- set <slug>` (the journeys'
 * server runs on PGlite, where the CLI needs it stopped, so through the test-only POST api/dev/page,
 * which calls the same service). Answers the page's address, `/pages/<slug>`.
 */
export async function addInfoPage(request: APIRequestContext, page: AddedPage): Promise<string> {
  const res = await request.post('/api/dev/page', { data: page });
  const body = (await res.json()) as { code: number; data: { path: string } };
  expect(body.code).toBe(200);
  return body.data.path;
}
