import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { adminTranslationPaths, type AdminTranslationRun, type AdminTranslations } from '../../../../contract/admin-translations';
import { adminPaths } from '../../../../contract/admin';
import { consoleMessages as m } from '../../../../contract/console-messages';
import { CONTENT_LANGUAGES } from '../../../../contract/constants';
import { paths } from '../../../../contract/endpoints';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry, StaffRole } from '../../../../contract/staff';
import { contentTranslations, goods } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { staffToken } from '../../helpers/staff';

/**
 * A LibreTranslate-shaped translator of our own over real HTTP: answers `[target] text`, and holds
 * every answer while `hold` is on, so the test sees a run while it is going.
 */
async function heldTranslator() {
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const state = { asked: 0 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { q: string[]; target: string };
      state.asked += body.q.length;
      void gate.then(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ translatedText: body.q.map((q) => `[${body.target}] ${q}`) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const query = (lang: string, extra = '') => `${adminTranslationPaths.translations}?lang=${lang}${extra}`;

describe.each(backends())('the console translations (%s)', (backend) => {
  let t: TestApp;
  let bare: TestApp;
  let translator: Awaited<ReturnType<typeof heldTranslator>>;
  let content = '';
  let productName = '';
  let productId = 0;

  beforeAll(async () => {
    translator = await heldTranslator();
    [t, bare] = await Promise.all([startTestApp(backend, { translator: { kind: 'libretranslate', url: translator.url } }), startTestApp(backend)]);
    content = await staffToken(t, 'content');
    const [product] = await t.db.select({ id: goods.id, name: goods.name }).from(goods).where(eq(goods.isActive, true)).orderBy(goods.id).limit(1);
    productName = product!.name;
    productId = product!.id;
  }, 120_000);
  afterAll(async () => {
    translator?.release();
    await Promise.all([t?.close(), bare?.close()]);
    await translator?.close();
  });

  const overview = async (lang = 'es', extra = '') => {
    const res = await t.api<AdminTranslations>('GET', query(lang, extra), { token: content });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };

  it.each<[StaffRole, number]>([
    ['content', 200],
    ['manager', 200],
    ['owner', 200],
    ['catalogue', 403],
    ['fulfilment', 403],
    ['support', 403],
  ])('answers a %s member %i, on every endpoint', async (role, status) => {
    const token = await staffToken(t, role);
    expect((await t.api('GET', query('es'), { token })).status).toBe(status);
    expect((await t.api('GET', `${adminTranslationPaths.run}?lang=es`, { token })).status).toBe(status);
    const put = await t.api('PUT', adminTranslationPaths.translations, { token, body: { lang: 'es', source: productName, text: '' } });
    // A member who may: the empty text is refused (422); one who may not never reaches the check.
    expect(put.status).toBe(status === 200 ? 422 : 403);
    const run = await t.api('POST', adminTranslationPaths.run, { token, body: { lang: 'xx' } });
    expect(run.status).toBe(status === 200 ? 422 : 403);
  });

  it('asks for a staff token', async () => {
    expect((await t.api('GET', query('es'))).status).toBe(401);
  });

  it("counts every language's texts: each content text is missing, machine-translated or corrected", async () => {
    const data = await overview();
    expect(data.translator).toBe('libretranslate');
    expect(data.runnable).toBe(true);
    expect(data.languages.map((l) => l.lang)).toEqual(CONTENT_LANGUAGES);
    for (const l of data.languages) expect(l.machine + l.corrected + l.missing).toBe(l.total);
    expect(data.total).toBe(data.languages.find((l) => l.lang === 'es')!.total);
    expect(data.items.length).toBeLessThanOrEqual(data.page_size);
    expect(data.items.some((r) => r.source === productName) || data.total > data.page_size).toBe(true);
  });

  it('refuses a language that is not translated into, a bad filter, an unknown text and an empty one, storing nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(contentTranslations);
    for (const [path, field, message] of [
      [query('en'), 'lang', m.translationLangInvalid],
      [query('xx'), 'lang', m.translationLangInvalid],
      [query('es', '&state=done'), 'state', m.listQueryInvalid],
      [query('es', `&q=${'x'.repeat(101)}`), 'q', m.listQueryInvalid],
    ] as const) {
      const res = await t.api('GET', path, { token: content });
      expect(res.status, path).toBe(422);
      expect(res.body.data.errors[field]).toBe(message);
    }
    for (const [body, field, message] of [
      [{ lang: 'es', source: 'A text the shop never had', text: 'Nada' }, 'source', m.translationSourceUnknown],
      [{ lang: 'es', source: productName, text: '   ' }, 'text', m.translationTextRequired],
      [{ lang: 'es', source: productName, text: 'x'.repeat(10_001) }, 'text', m.translationTextTooLong],
      [{ lang: 'en', source: productName, text: 'Same' }, 'lang', m.translationLangInvalid],
      [{ lang: 'es', source: { nested: true }, text: 'Gafas' }, 'source', undefined],
    ] as const) {
      const res = await t.api('PUT', adminTranslationPaths.translations, { token: content, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      if (message) expect(res.body.data.errors[field]).toBe(message);
      else expect(res.body.data.errors[field]).toBeTruthy();
    }
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(contentTranslations)).toEqual(before);
  });

  it('keeps a correction: shoppers read it at once, the audit log has it, and a run never overwrites it', async () => {
    const saved = await t.api('PUT', adminTranslationPaths.translations, {
      token: content,
      body: { lang: 'es', source: productName, text: '  Gafas corregidas  ' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toEqual({ source: productName, text: 'Gafas corregidas', state: 'corrected', translator: null });
    expect(saved.body.msg).toBe(m.translationSaved);

    const shopper = await t.api<{ name: string }>('GET', paths.goodsDetail(productId), { headers: { cookie: 'lang=es' } });
    expect(shopper.body.data.name).toBe('Gafas corregidas');

    const corrected = await overview('es', `&state=corrected&q=${encodeURIComponent(productName)}`);
    expect(corrected.items).toEqual([{ source: productName, text: 'Gafas corregidas', state: 'corrected', translator: null }]);

    const owner = await staffToken(t, 'owner');
    const audit = await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=translation`, { token: owner });
    expect(audit.body.data.items[0]).toMatchObject({ action: 'translation.correct', after: { lang: 'es', text: 'Gafas corregidas' } });
  });

  it('runs the job for one language with its progress, once at a time, and the shop reads what it made', async () => {
    const missing = (await overview('de')).languages.find((l) => l.lang === 'de')!.missing;
    expect(missing).toBeGreaterThan(0);
    translator.hold();
    const started = await t.api<AdminTranslationRun>('POST', adminTranslationPaths.run, { token: content, body: { lang: 'de' } });
    expect(started.status, started.text).toBe(200);
    expect(started.body.data).toMatchObject({ lang: 'de', state: 'running', total: missing, made: 0, translator: 'libretranslate' });
    expect(started.body.msg).toBe(m.translationRunStarted);

    const again = await t.api('POST', adminTranslationPaths.run, { token: content, body: { lang: 'de' } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(m.translationRunGoing);
    expect((await overview('de')).run).toMatchObject({ id: started.body.data.id, state: 'running' });

    translator.release();
    await vi.waitFor(
      async () => {
        const run = await t.api<AdminTranslationRun>('GET', `${adminTranslationPaths.run}?lang=de`, { token: content });
        expect(run.body.data).toMatchObject({ state: 'done', made: missing, total: missing, error: null });
      },
      { timeout: 30_000, interval: 100 },
    );
    const after = await overview('de');
    expect(after.languages.find((l) => l.lang === 'de')).toMatchObject({ missing: 0, machine: missing });
    const shopper = await t.api<{ name: string }>('GET', paths.goodsDetail(productId), { headers: { cookie: 'lang=de' } });
    expect(shopper.body.data.name).toBe(`[de] ${productName}`);
  });

  it('a run of Spanish leaves the correction as it is', async () => {
    const started = await t.api<AdminTranslationRun>('POST', adminTranslationPaths.run, { token: content, body: { lang: 'es' } });
    expect(started.status, started.text).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await t.api<AdminTranslationRun>('GET', `${adminTranslationPaths.run}?lang=es`, { token: content })).body.data.state).toBe('done'),
      { timeout: 30_000, interval: 100 },
    );
    const [row] = await t.db
      .select({ text: contentTranslations.text, origin: contentTranslations.origin })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.lang, 'es'), eq(contentTranslations.source, productName)));
    expect(row).toEqual({ text: 'Gafas corregidas', origin: 'operator' });
  });

  it('says so when no translator is configured', async () => {
    const token = await staffToken(bare, 'content');
    const res = await bare.api('POST', adminTranslationPaths.run, { token, body: { lang: 'es' } });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(m.translationNoTranslator);
    const data = (await bare.api<AdminTranslations>('GET', query('es'), { token })).body.data;
    expect(data).toMatchObject({ translator: null, runnable: false, run: null });
  });
});
