import { describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { ContentPage } from '../../../../contract/content';
import { backends, devAndProdShops } from '../../helpers/test-app';

describe.each(backends())('POST api/dev/page (%s)', (backend) => {
  const shop = devAndProdShops(backend);

  it("writes a page as the operator's CLI does: a new slug at /pages/{slug}, then version + 1", async () => {
    const slug = `care-guide-${Date.now().toString(36)}`;
    const made = await shop.dev.api('POST', paths.devPage, {
      body: { slug, title: 'Care guide', description: 'Keep frames clean.', body: 'Rinse, then dry.' },
    });
    expect(made.body).toEqual({ code: 200, msg: 'success', data: { slug, version: 1, path: `/pages/${slug}` } });
    expect((await shop.dev.api<ContentPage>('GET', paths.page(slug))).body.data).toMatchObject({
      title: 'Care guide',
      html: '<p>Rinse, then dry.</p>',
    });
    const again = await shop.dev.api('POST', paths.devPage, { body: { slug, title: 'Care guide', body: 'Rinse.' } });
    expect(again.body.data).toEqual({ slug, version: 2, path: `/pages/${slug}` });
    // A fixed page keeps its own path.
    expect((await shop.dev.api('POST', paths.devPage, { body: { slug: 'shipping', title: 'Shipping', body: 'Fast.' } })).body.data.path).toBe(
      '/shipping',
    );
  });

  it('answers 422 for what cannot be a slug or a page', async () => {
    const bad = await shop.dev.api('POST', paths.devPage, { body: { slug: 'Not A Slug', title: '', body: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toMatchObject({ slug: messages.pageNotFound, title: messages.invalidInput });
  });

  it('does not exist otherwise', async () => {
    expect((await shop.prod.api('POST', paths.devPage, { body: { slug: 'x', title: 'x', body: 'x' } })).status).toBe(404);
  });
});
