import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentPage } from '../../../contract/content';
import { paths } from '../../../contract/endpoints';
import { deeplTranslator, libreTranslator } from '../../../server/services/translate/http-translators';
import { defineTranslationSweep, fillAll } from '../../../server/services/translate/job';
import { workJobs } from '../helpers/jobs';
import { listTranslations } from '../../../server/services/translate/translations';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * A small stand-in for the two translation APIs, on a real port, answering as their documentation
 * says (LibreTranslate: POST /translate, JSON {q, source, target, format, api_key}, answering
 * {translatedText} or {error} with 400, 403, 429, 500; DeepL: POST /v2/translate with
 * `Authorization: DeepL-Auth-Key <key>`, JSON {text, source_lang, target_lang}, answering
 * {translations: [{detected_source_language, text}]} or {message} with 400, 403, 429, 456). `mode`
 * makes it refuse, stall or answer something that is not JSON.
 */
type Mode = 'ok' | 'limit' | 'quota' | 'stall' | 'not-json' | 'short';
interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}
const LT_KEY = 'lt-key-123';
const DEEPL_KEY = 'deepl-key-456:fx';
const LT_TARGETS = ['es', 'de', 'fr', 'it', 'pt', 'ar'];
const DEEPL_TARGETS = ['ES', 'DE', 'FR', 'IT', 'PT-PT', 'PT-BR', 'AR'];

function translationApis() {
  const seen: Seen[] = [];
  const state = { mode: 'ok' as Mode };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      let body: Record<string, unknown> = {};
      try {
        body = req.headers['content-type']?.startsWith('application/json') ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return json(400, { error: 'Invalid request: malformed JSON' });
      }
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      if (state.mode === 'stall') return; // never answers: the caller's timeout must end it
      if (state.mode === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><body>Service maintenance</body></html>');
      }
      if (req.method === 'POST' && req.url === '/translate') {
        if (body.api_key !== LT_KEY) return json(403, { error: 'Invalid API key' });
        if (state.mode === 'limit') return json(429, { error: 'Slowdown: 30 per 1 minute' });
        const q = body.q;
        if (!q || (Array.isArray(q) && !q.length)) return json(400, { error: 'Invalid request: missing q parameter' });
        if (!body.source) return json(400, { error: 'Invalid request: missing source parameter' });
        if (!LT_TARGETS.includes(body.target as string)) return json(400, { error: `${String(body.target)} is not supported` });
        if (!['text', 'html', undefined].includes(body.format as string))
          return json(400, { error: `${String(body.format)} format is not supported` });
        const texts = Array.isArray(q) ? (q as string[]) : [q as string];
        const out = texts.map((t) => `[${String(body.target)}] ${t}`);
        return json(200, { translatedText: state.mode === 'short' ? out.slice(1) : Array.isArray(q) ? out : out[0] });
      }
      if (req.method === 'POST' && req.url === '/v2/translate') {
        if (req.headers.authorization !== `DeepL-Auth-Key ${DEEPL_KEY}`) return json(403, { message: 'Authorization failed' });
        if (state.mode === 'limit') return json(429, { message: 'Too many requests' });
        if (state.mode === 'quota') return json(456, { message: 'Quota Exceeded' });
        const text = body.text;
        if (!Array.isArray(text) || !text.length) return json(400, { message: "Parameter 'text' not specified." });
        if (text.length > 50) return json(413, { message: 'Too many texts' });
        if (!DEEPL_TARGETS.includes(body.target_lang as string)) return json(400, { message: "Value for 'target_lang' not supported." });
        return json(200, {
          translations: (text as string[]).map((t) => ({ detected_source_language: 'EN', text: `[${String(body.target_lang)}] ${t}` })),
        });
      }
      json(404, { message: 'Not found' });
    });
  });
  return {
    seen,
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const apis = translationApis();
let base = '';
beforeAll(async () => {
  base = await apis.start();
});
afterAll(() => apis.close());
afterEach(() => {
  apis.state.mode = 'ok';
  apis.seen.length = 0;
});

describe('the LibreTranslate adapter over HTTP', () => {
  it('posts the texts in one request of the documented shape and answers them in order', async () => {
    const lt = libreTranslator(`${base}/`, LT_KEY);
    expect(await lt.translate(['Round frames', 'Light and comfortable'], 'de')).toEqual(['[de] Round frames', '[de] Light and comfortable']);
    expect(apis.seen).toHaveLength(1);
    expect(apis.seen[0]).toMatchObject({
      method: 'POST',
      path: '/translate',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(apis.seen[0]!.body).toEqual({ q: ['Round frames', 'Light and comfortable'], source: 'en', target: 'de', format: 'text', api_key: LT_KEY });
    expect([lt.supports('es'), lt.supports('en')]).toEqual([true, false]);
    // Without a key, none is sent (an open instance): this one refuses it.
    await expect(libreTranslator(base).translate(['x'], 'es')).rejects.toThrow('libretranslate: forbidden (check TRANSLATE_API_KEY) (403 from');
    expect(apis.seen[1]!.body).not.toHaveProperty('api_key');
  });

  it('turns each refusal into an error naming it, never the key: 403, 429, a bad request, a short answer, no JSON, a timeout', async () => {
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => 'translated',
        (e: Error) => e.message,
      );
    const lt = libreTranslator(base, LT_KEY, { timeoutMs: 200 });
    const messages = [await failure(libreTranslator(base, 'wrong').translate(['x'], 'es'))];
    expect(messages[0]).toMatch(/^libretranslate: forbidden .*403.*Invalid API key/);
    apis.state.mode = 'limit';
    messages.push(await failure(lt.translate(['x'], 'es')));
    expect(messages.at(-1)).toMatch(/^libretranslate: too many requests \(429 from .*Slowdown: 30 per 1 minute/);
    apis.state.mode = 'ok';
    messages.push(await failure(lt.translate(['x'], 'xx' as never)));
    expect(messages.at(-1)).toMatch(/bad request \(400 .*xx is not supported/);
    apis.state.mode = 'short';
    messages.push(await failure(lt.translate(['a', 'b'], 'es')));
    expect(messages.at(-1)).toBe('libretranslate answered ["[es] b"] for 2 texts');
    apis.state.mode = 'not-json';
    messages.push(await failure(lt.translate(['x'], 'es')));
    expect(messages.at(-1)).toContain('answered 200 without JSON');
    apis.state.mode = 'stall';
    messages.push(await failure(lt.translate(['x'], 'es')));
    expect(messages.at(-1)).toBe(`libretranslate: no answer from ${base}/translate within 200 ms`);
    for (const m of messages) expect(m).not.toContain(LT_KEY);
  });

  it('an endpoint that cannot be reached is an error too', async () => {
    await expect(libreTranslator('http://127.0.0.1:1', LT_KEY, { timeoutMs: 2000 }).translate(['x'], 'es')).rejects.toThrow(
      'libretranslate: http://127.0.0.1:1/translate cannot be reached',
    );
  });
});

describe('the DeepL adapter over HTTP', () => {
  it("posts the texts with the DeepL-Auth-Key header and DeepL's target codes, and answers them in order", async () => {
    const deepl = deeplTranslator(DEEPL_KEY, base);
    expect(await deepl.translate(['Round frames', 'Cat eye'], 'pt')).toEqual(['[PT-PT] Round frames', '[PT-PT] Cat eye']);
    expect(apis.seen[0]).toMatchObject({
      method: 'POST',
      path: '/v2/translate',
      headers: { authorization: `DeepL-Auth-Key ${DEEPL_KEY}`, 'content-type': 'application/json' },
    });
    expect(apis.seen[0]!.body).toEqual({ text: ['Round frames', 'Cat eye'], source_lang: 'EN', target_lang: 'PT-PT' });
    expect(await deepl.translate(['Hello'], 'ar')).toEqual(['[AR] Hello']);
    expect([deepl.supports('de'), deepl.supports('en')]).toEqual([true, false]);
  });

  it('sends more than 50 texts in requests of 50, answered in order', async () => {
    const texts = Array.from({ length: 120 }, (_, i) => `Frame ${String.fromCharCode(65 + (i % 26))}${i}`);
    const out = await deeplTranslator(DEEPL_KEY, base).translate(texts, 'de');
    expect(out).toEqual(texts.map((x) => `[DE] ${x}`));
    expect(apis.seen.map((r) => (r.body.text as string[]).length)).toEqual([50, 50, 20]);
  });

  it('403, 429 and 456 are errors that say what they mean, never the key; so is a timeout', async () => {
    const wrong = await deeplTranslator('not-the-key', base)
      .translate(['x'], 'es')
      .catch((e: Error) => e.message);
    expect(wrong).toMatch(/^deepl: authorization failed \(check DEEPL_API_KEY: a free key ends in :fx\) \(403 from .*Authorization failed/);
    expect(wrong).not.toContain('not-the-key');
    apis.state.mode = 'limit';
    await expect(deeplTranslator(DEEPL_KEY, base).translate(['x'], 'es')).rejects.toThrow(/^deepl: too many requests \(429 from .*Too many requests/);
    apis.state.mode = 'quota';
    const quota = await deeplTranslator(DEEPL_KEY, base)
      .translate(['x'], 'es')
      .catch((e: Error) => e.message);
    expect(quota).toMatch(/^deepl: quota exceeded \(456 from .*Quota Exceeded/);
    expect(quota).not.toContain(DEEPL_KEY);
    apis.state.mode = 'stall';
    await expect(deeplTranslator(DEEPL_KEY, base, { timeoutMs: 200 }).translate(['x'], 'es')).rejects.toThrow(
      `deepl: no answer from ${base}/v2/translate within 200 ms`,
    );
  });
});

describe.each(backends())('the shop with a translator that fails (%s)', (backend) => {
  let t: TestApp;
  const spanish = { headers: { cookie: 'lang=es' } };
  const shippingIn = async () => await t.api<ContentPage>('GET', paths.page('shipping'), spanish);
  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 120_000);
  afterAll(() => t?.close());

  it('DeepL over its quota (456) or stalling: the job logs it, nothing is stored, the pages answer English; then it fills', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    apis.state.mode = 'quota';
    const [es] = await fillAll(t.db, deeplTranslator(DEEPL_KEY, base), ['es'], log);
    expect(es).toMatchObject({ lang: 'es', made: 0, error: expect.stringContaining('deepl: quota exceeded (456') as string });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ lang: 'es', translator: 'deepl', err: expect.any(Error) as Error }),
      'content translation failed',
    );
    expect(await listTranslations(t.db, 'es')).toEqual([]);
    const english = await shippingIn();
    expect([english.status, english.body.data.content_lang, english.body.data.title]).toEqual([200, 'en', 'Shipping']);

    apis.state.mode = 'stall';
    const [stalled] = await fillAll(t.db, deeplTranslator(DEEPL_KEY, base, { timeoutMs: 200 }), ['es'], log);
    expect(stalled!.error).toContain('no answer');
    expect((await shippingIn()).body.data.content_lang).toBe('en');

    apis.state.mode = 'ok';
    const [made] = await fillAll(t.db, deeplTranslator(DEEPL_KEY, base), ['es'], log);
    expect(made).toMatchObject({ lang: 'es' });
    expect(made!.error).toBeUndefined();
    expect(made!.made).toBeGreaterThan(0);
    // Never more than DeepL's 50 texts a request, though the job's batches of 50 texts are cut into more runs.
    expect(Math.max(...apis.seen.map((r) => (r.body.text as string[] | undefined)?.length ?? 0))).toBe(50);
    expect((await shippingIn()).body.data).toMatchObject({ content_lang: 'es', title: '[ES] Shipping' });
  }, 120_000);

  it("the server's sweep with LibreTranslate refusing (429): logged at each run, English meanwhile, translated once it answers", async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    apis.state.mode = 'limit';
    const sweep = await workJobs(t, (jobs) =>
      defineTranslationSweep({ db: t.db, log, jobs }, libreTranslator(base, LT_KEY, { languages: ['de'] }), 1000),
    );
    try {
      await vi.waitFor(() => expect(log.warn.mock.calls.filter(([, msg]) => msg === 'content translation failed').length).toBeGreaterThanOrEqual(2), {
        timeout: 10_000,
        interval: 50,
      });
      expect(String((log.warn.mock.calls[0]![0] as { err: Error }).err.message)).toMatch(/libretranslate: too many requests \(429/);
      const de = { headers: { cookie: 'lang=de' } };
      expect((await t.api<ContentPage>('GET', paths.page('privacy'), de)).body.data.content_lang).toBe('en');
      apis.state.mode = 'ok';
      await vi.waitFor(
        async () =>
          expect((await t.api<ContentPage>('GET', paths.page('privacy'), de)).body.data).toMatchObject({
            content_lang: 'de',
            title: '[de] Privacy Policy',
          }),
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      await sweep.stop(1000);
    }
  }, 90_000);
});
