import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../contract/constants';
import type { ContentPage } from '../../../contract/content';
import type { PostDetail } from '../../../contract/blog';
import { paths } from '../../../contract/endpoints';
import { posts } from '../../../server/db/schema';
import { setContent } from '../../../server/services/content/pages';
import { defineTranslationSweep } from '../../../server/services/translate/job';
import type { Jobs } from '../../../server/services/platform/jobs';
import { workJobs } from '../helpers/jobs';
import type { Translator } from '../../../server/services/translate/translator';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

const spanish = { headers: { cookie: 'lang=es' } };

/**
 * A translator of our own making for this test (the adapters are tested over HTTP in
 * http-translators.test.ts, Apertium in content-translations.test.ts): Spanish only, marks each
 * text and remembers what it was asked, so the test sees when and what the sweep translates.
 */
function markingTranslator() {
  const asked: string[] = [];
  const translator: Translator = {
    name: 'marking',
    supports: (lang: LanguageCode) => lang === 'es',
    async translate(texts) {
      asked.push(...texts);
      return texts.map((t) => `ES ${t}`);
    },
  };
  return { translator, asked };
}

const quiet = { info: () => {}, warn: () => {} };

describe.each(backends())('the running server translates what the operator adds or changes (%s)', (backend) => {
  let t: TestApp;
  let sweep: Jobs | undefined;
  /** The server's sweep, every second, as main.ts runs it (TRANSLATE_SWEEP_MS). */
  const startSweep = () => workJobs(t, (jobs) => defineTranslationSweep({ db: t.db, log: quiet, jobs }, translator, 1000));
  const { translator, asked } = markingTranslator();
  const slug = `lens-care-${Date.now().toString(36)}`;
  let postId = 0;

  const pageIn = async (s: string) => (await t.api<ContentPage>('GET', paths.page(s), spanish)).body.data;
  const postIn = async (id: number) => (await t.api<PostDetail>('GET', `${paths.blogOne}?id=${id}`, spanish)).body.data;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const [post] = await t.db.select({ id: posts.id }).from(posts).orderBy(posts.id).limit(1);
    postId = post!.id;
  }, 120_000);
  afterAll(async () => {
    await sweep?.stop(1000);
    await t?.close();
  });

  it('fills what is missing right after start, in the languages the translator has', async () => {
    sweep = await startSweep();
    await vi.waitFor(async () => expect((await pageIn('shipping')).content_lang).toBe('es'), { timeout: 60_000, interval: 200 });
    expect((await pageIn('shipping')).title).toBe('ES Shipping');
    expect((await t.api<ContentPage>('GET', paths.page('shipping'), { headers: { cookie: 'lang=de' } })).body.data.content_lang).toBe('en');
    await sweep.stop(1000);
  }, 90_000);

  it('never translates on a request: a page added while no sweep runs is answered in English', async () => {
    const before = asked.length;
    // What `npm run pages -- set <slug> --file --title` writes, straight into the database.
    await setContent(t.db, 'page', slug, { title: 'Lens care', description: 'Keep lenses clear.', body: 'Rinse your lenses with water.' });
    const page = await pageIn(slug);
    expect(page).toMatchObject({ title: 'Lens care', content_lang: 'en' });
    expect(asked.length).toBe(before);
  });

  it('a running sweep translates the new page, then a later change of it and of a post, and only the new texts', async () => {
    sweep = await startSweep();
    await vi.waitFor(async () => expect((await pageIn(slug)).content_lang).toBe('es'), { timeout: 30_000, interval: 100 });
    expect(await pageIn(slug)).toMatchObject({
      title: 'ES Lens care',
      description: 'ES Keep lenses clear.',
      html: '<p>ES Rinse your lenses with water.</p>',
    });

    // Changed later, while the server runs (its first run is long done): a later run picks the change up.
    const before = asked.length;
    await setContent(t.db, 'page', slug, { body: 'Dry them with a soft cloth.' });
    await t.db.update(posts).set({ title: 'A post retitled while the shop runs' }).where(eq(posts.id, postId));
    await vi.waitFor(
      async () => {
        expect((await pageIn(slug)).html).toBe('<p>ES Dry them with a soft cloth.</p>');
        expect(await postIn(postId)).toMatchObject({ title: 'ES A post retitled while the shop runs', content_lang: 'es' });
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(asked.slice(before).sort()).toEqual(['A post retitled while the shop runs', 'Dry them with a soft cloth.']);
    await sweep.stop(1000);
  }, 90_000);
});
