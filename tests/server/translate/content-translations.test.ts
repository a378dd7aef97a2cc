import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { goods } from '../../../server/db/schema';
import { apertiumTranslator } from '../../../server/services/translate/apertium';
import { fillAll } from '../../../server/services/translate/job';
import { contentSources, correctTranslation, listTranslations, lookupTranslations } from '../../../server/services/translate/translations';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

const spanish = { cookie: 'lang=es' };

describe.each(backends())('content translated by Apertium (%s)', (backend) => {
  let t: TestApp;
  let product: { id: number; name: string; sku: string; description: string };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const [first] = await t.db
      .select({ id: goods.id, name: goods.name, sku: goods.sku, description: goods.description })
      .from(goods)
      .where(eq(goods.isActive, true))
      .orderBy(goods.id)
      .limit(1);
    product = first!;
    await t.db.update(goods).set({ description: 'Round frames in acetate, size 52-18-140. Light and comfortable.' }).where(eq(goods.id, product.id));
    product.description = 'Round frames in acetate, size 52-18-140. Light and comfortable.';
  }, 120_000);
  afterAll(() => t?.close());

  it('without translations, a product shows in English in every language, never an error', async () => {
    const res = await t.api('GET', paths.goodsDetail(product.id), { headers: { cookie: 'lang=de' } });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe(product.name);
    expect(res.body.data.content_lang).toBe('en');
  });

  it('the job translates the content into the languages Apertium has, once, keeping sizes as written', async () => {
    const sources = await contentSources(t.db);
    expect(sources).toContain(product.name);
    const translator = apertiumTranslator();
    const [es, de] = await fillAll(t.db, translator, ['es', 'de']);
    expect(es).toMatchObject({ lang: 'es', made: sources.length, held: 0 });
    expect(de).toMatchObject({ lang: 'de', made: 0, unsupported: true });
    const held = await lookupTranslations(t.db, 'es', [product.description]);
    expect(held.get(product.description)).toMatch(/^Marcos redondos|^Marcos de ronda|acetato/);
    expect(held.get(product.description)).toContain('52-18-140');
    // Again: nothing left to make.
    expect((await fillAll(t.db, translator, ['es']))[0]).toMatchObject({ made: 0, held: sources.length });
  }, 120_000);

  it('the API answers the translation to a Spanish shopper (lang cookie), English to others', async () => {
    const held = await lookupTranslations(t.db, 'es', [product.name, product.description]);
    const es = await t.api('GET', paths.goodsDetail(product.id), { headers: spanish });
    expect(es.body.data.name).toBe(held.get(product.name));
    // The description is one paragraph: its one text node translated, its markup as it was.
    expect(es.body.data.description_html).toBe(`<p>${held.get(product.description)}</p>`);
    expect(es.body.data.sku).toBe(product.sku);
    expect(es.body.data.content_lang).toBe('es');
    const en = await t.api('GET', paths.goodsDetail(product.id));
    expect(en.body.data.name).toBe(product.name);
    expect(en.body.data.content_lang).toBe('en');
    const list = await t.api('POST', paths.goodsList, { form: { keywords: product.name.split(' ')[0]! }, headers: spanish });
    expect(list.status).toBe(200);
    const card = (list.body.data.items as { id: number; name: string }[]).find((c) => c.id === product.id);
    if (card) expect(card.name).toBe(held.get(product.name));
  });

  it("keeps the operator's correction: a later fill never overwrites it", async () => {
    await correctTranslation(t.db, 'es', product.name, 'Monturas de prueba');
    await fillAll(t.db, apertiumTranslator(), ['es']);
    const rows = await listTranslations(t.db, 'es');
    expect(rows[0]).toMatchObject({ source: product.name, text: 'Monturas de prueba', origin: 'operator' });
    expect((await lookupTranslations(t.db, 'es', [product.name])).get(product.name)).toBe('Monturas de prueba');
  });
});
