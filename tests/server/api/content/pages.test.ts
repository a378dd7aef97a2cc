import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFO_SLUGS, type ContentPage } from '../../../../contract/content';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { seedContent } from '../../../../server/db/seed';
import { setContent } from '../../../../server/services/content/pages';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(backends())('information pages and agreements: GET api/pages/{slug}, api/getAgreement (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('answers every information page of the footer with a title, a description and its body as HTML, to anyone', async () => {
    for (const slug of INFO_SLUGS) {
      const res = await t.api<ContentPage>('GET', paths.page(slug));
      expect(res.status, slug).toBe(200);
      const page = res.body.data;
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.html).toMatch(/<p>/);
      expect(page.html).not.toMatch(/<h1|<script/);
      expect(page.version).toBe(1);
      expect(Date.parse(page.updated_at)).not.toBeNaN();
    }
  });

  it('the Help Center holds returns, warranty and an FAQ of questions to search', async () => {
    const { html } = (await t.api<ContentPage>('GET', paths.page('after-sales'))).body.data;
    expect(html).toContain('<h2>Returns</h2>');
    expect(html).toContain('<h2>Warranty</h2>');
    expect((html.match(/<details>/g) ?? []).length).toBeGreaterThanOrEqual(8);
  });

  it('an unknown slug is a 404 with a friendly message, never a 500', async () => {
    for (const slug of ['no-such-page', 'Privacy', 'a.b', '%3Cscript%3E', 'x'.repeat(79)]) {
      const res = await t.api('GET', `api/pages/${slug}`);
      expect([res.status, res.body.msg], slug).toEqual([404, messages.pageNotFound]);
    }
    // An agreement is not a page.
    expect((await t.api('GET', paths.page('annual-rebate-reward'))).status).toBe(404);
  });

  it('getAgreement answers the Annual Rebate Reward agreement, by default and by key; an unknown key is a 422', async () => {
    const byDefault = await t.api<ContentPage>('GET', paths.getAgreement);
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.data.title).toBe('Annual Rebate Reward Agreement');
    expect(byDefault.body.data.html).toContain('<table>');
    const byKey = await t.api<ContentPage>('GET', `${paths.getAgreement}?key=annual-rebate-reward`);
    expect(byKey.body.data).toEqual(byDefault.body.data);
    const unknown = await t.api('GET', `${paths.getAgreement}?key=privacy`);
    expect([unknown.status, unknown.body.msg]).toEqual([422, messages.agreementNotFound]);
  });

  it("the operator's change shows at once, sanitized, with the next version; the seed never overwrites it", async () => {
    await setContent(t.db, 'page', 'shipping', {
      body: '## New rates\n\nFree <img src=x onerror=alert(1)> shipping [x](javascript:alert(1)).',
      title: 'Shipping rates',
    });
    const page = (await t.api<ContentPage>('GET', paths.page('shipping'))).body.data;
    expect(page.title).toBe('Shipping rates');
    expect(page.version).toBe(2);
    expect(page.html).toBe('<h2>New rates</h2>\n<p>Free  shipping <a>x</a>.</p>');
    expect(await seedContent(t.db)).toBe(0);
    expect((await t.api<ContentPage>('GET', paths.page('shipping'))).body.data.version).toBe(2);
  });
});
