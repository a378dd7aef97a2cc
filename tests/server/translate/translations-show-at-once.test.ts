import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../contract/constants';
import { paths } from '../../../contract/endpoints';
import { goods } from '../../../server/db/schema';
import { fillAll } from '../../../server/services/translate/job';
import type { Translator } from '../../../server/services/translate/translator';
import { translateCommand } from '../../../scripts/lib/translate-commands';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

const spanish = { headers: { cookie: 'lang=es' } };
const quiet = { info: () => {}, warn: () => {} };

/** A translator of our own making (the real adapters have their own tests): Spanish only, each text marked. */
const marking: Translator = {
  name: 'marking',
  supports: (lang: LanguageCode) => lang === 'es',
  translate: async (texts) => texts.map((t) => `ES ${t}`),
};

/**
 * A product's page and cards in Spanish are copies of the cached English reads, reused while
 * nothing changes. A fill that made translations, or an operator's correction, shows on the very
 * next request (it used to take up to a minute), in every process of the shop.
 */
describe.each(backends())('new translations and corrections show at once (%s)', (backend) => {
  let t: TestApp;
  let product: { id: number; name: string };

  const nameIn = async (app: TestApp) =>
    (await app.api('GET', paths.goodsDetail(product.id), spanish)).body.data as { name: string; content_lang: string };
  const cardName = async (app: TestApp) => {
    const list = await app.api('POST', paths.goodsList, { form: { keywords: product.name }, ...spanish });
    return (list.body.data.items as { id: number; name: string }[]).find((c) => c.id === product.id)?.name;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const [first] = await t.db.select({ id: goods.id, name: goods.name }).from(goods).where(eq(goods.isActive, true)).orderBy(goods.id).limit(1);
    product = first!;
  }, 120_000);
  afterAll(() => t?.close());

  it("the job's new translations replace the English copy already served", async () => {
    expect(await nameIn(t)).toMatchObject({ name: product.name, content_lang: 'en' });
    expect(await cardName(t)).toBe(product.name);
    const [es] = await fillAll(t.db, marking, ['es'], quiet, { cache: t.app.readCache });
    expect(es!.made).toBeGreaterThan(0);
    expect(await nameIn(t)).toMatchObject({ name: `ES ${product.name}`, content_lang: 'es' });
    expect(await cardName(t)).toBe(`ES ${product.name}`);
  });

  it("an operator's correction (npm run translate -- set) replaces a whole translation already served", async () => {
    expect((await nameIn(t)).name).toBe(`ES ${product.name}`);
    await translateCommand(t.app, ['set', '--lang', 'es', '--source', product.name, '--text', 'Monturas corregidas']);
    expect(await nameIn(t)).toMatchObject({ name: 'Monturas corregidas', content_lang: 'es' });
    expect(await cardName(t)).toBe('Monturas corregidas');
  });

  describe.runIf(process.env.REDIS_URL)('with Redis, in another process of the same shop', () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await startTestApp(backend, {}, { sameShopAs: t });
    }, 120_000);
    afterAll(() => other?.close());

    it('a correction made through one process shows in the other within moments, not a minute', async () => {
      expect((await nameIn(other)).name).toBe('Monturas corregidas');
      await translateCommand(t.app, ['set', '--lang', 'es', '--source', product.name, '--text', 'Monturas corregidas otra vez']);
      await vi.waitFor(async () => expect((await nameIn(other)).name).toBe('Monturas corregidas otra vez'), { timeout: 5_000, interval: 50 });
      await vi.waitFor(async () => expect(await cardName(other)).toBe('Monturas corregidas otra vez'), { timeout: 5_000, interval: 50 });
    });
  });
});
