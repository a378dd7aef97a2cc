import type { LanguageCode } from '../../../contract/constants';
import type { Translator } from './translator';

/** How long a translator's answer may take before the call is given up (the texts stay English until the next run). */
export const TRANSLATE_TIMEOUT_MS = 30_000;

export interface HttpTranslatorOptions {
  /** Gives up on an answer after this long (TRANSLATE_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** What a status of a translator's API means, for the log (the API's own words follow). */
type Reasons = Partial<Record<number, string>>;

/**
 * POSTs JSON and answers the JSON of a 2xx; anything else throws an error naming the service, what
 * the status means and the start of its answer (never the key). A call over `timeoutMs` is aborted.
 */
async function postJson(
  who: string,
  url: string,
  body: unknown,
  { headers = {}, timeoutMs, reasons }: { headers?: Record<string, string>; timeoutMs: number; reasons: Reasons },
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new Error(
      timedOut ? `${who}: no answer from ${url} within ${timeoutMs} ms` : `${who}: ${url} cannot be reached (${(err as Error).message})`,
      { cause: err },
    );
  }
  const text = await res.text();
  if (!res.ok) {
    const reason = reasons[res.status] ?? (res.status >= 500 ? 'the service failed' : 'refused');
    throw new Error(`${who}: ${reason} (${res.status} from ${url}): ${text.slice(0, 200)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${who}: ${url} answered ${res.status} without JSON: ${text.slice(0, 200)}`);
  }
}

/**
 * DeepL takes at most 50 texts and 128 KiB a request; the job's batch of 50 texts becomes more runs
 * once codes and sizes are cut out (translator.ts translateKeeping). Texts go in requests of at most
 * MAX_TEXTS texts and about MAX_BYTES, one after the other, answered in order.
 */
const MAX_TEXTS = 50;
const MAX_BYTES = 100_000;
export async function inRequests(texts: string[], send: (chunk: string[]) => Promise<string[]>): Promise<string[]> {
  const out: string[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = Buffer.byteLength(text);
    if (chunk.length && (chunk.length === MAX_TEXTS || bytes + size > MAX_BYTES)) {
      out.push(...(await send(chunk)));
      chunk = [];
      bytes = 0;
    }
    chunk.push(text);
    bytes += size;
  }
  if (chunk.length) out.push(...(await send(chunk)));
  return out;
}

function strings(value: unknown, count: number, who: string): string[] {
  if (!Array.isArray(value) || value.length !== count || value.some((v) => typeof v !== 'string')) {
    throw new Error(`${who} answered ${JSON.stringify(value)?.slice(0, 200)} for ${count} texts`);
  }
  return value as string[];
}

/** LibreTranslate's refusals (its answer is `{error}`): 400 a bad request, 403 a wrong key or a banned client, 429 slow down. */
const LIBRE_REASONS: Reasons = { 400: 'bad request', 403: 'forbidden (check TRANSLATE_API_KEY)', 429: 'too many requests' };

/**
 * A LibreTranslate-compatible endpoint (`TRANSLATE_URL`, optional `TRANSLATE_API_KEY`):
 * `POST {url}/translate {q: [...], source: 'en', target, format: 'text', api_key?}` answering `{translatedText: [...]}`.
 */
export function libreTranslator(
  baseUrl: string,
  apiKey?: string,
  { languages, timeoutMs = TRANSLATE_TIMEOUT_MS }: HttpTranslatorOptions & { languages?: LanguageCode[] } = {},
): Translator {
  const url = `${baseUrl.replace(/\/$/, '')}/translate`;
  return {
    name: 'libretranslate',
    supports: (lang) => lang !== 'en' && (!languages || languages.includes(lang)),
    translate: (texts, lang) =>
      inRequests(texts, async (q) => {
        const body = { q, source: 'en', target: lang, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) };
        const out = (await postJson('libretranslate', url, body, { timeoutMs, reasons: LIBRE_REASONS })) as { translatedText?: unknown };
        return strings(out.translatedText, q.length, 'libretranslate');
      }),
  };
}

/** DeepL's target codes (Portuguese needs its variant). */
const DEEPL_TARGET: Partial<Record<LanguageCode, string>> = { ar: 'AR', de: 'DE', es: 'ES', fr: 'FR', it: 'IT', pt: 'PT-PT' };

/** DeepL's refusals (developers.deepl.com, error handling): 403 a wrong key or endpoint, 429 too many requests, 456 the quota used up. */
const DEEPL_REASONS: Reasons = {
  400: 'bad request',
  403: 'authorization failed (check DEEPL_API_KEY: a free key ends in :fx)',
  413: 'request too large',
  429: 'too many requests',
  456: 'quota exceeded',
  503: 'temporarily unavailable',
};

/**
 * DeepL (`DEEPL_API_KEY`; a key ending in `:fx` is a free key and goes to api-free.deepl.com):
 * `POST /v2/translate {text: [...], source_lang: 'EN', target_lang}` with `Authorization: DeepL-Auth-Key <key>`,
 * answering `{translations: [{detected_source_language, text}]}` (at most 50 texts a request: inRequests).
 */
export function deeplTranslator(
  apiKey: string,
  baseUrl = apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com',
  { timeoutMs = TRANSLATE_TIMEOUT_MS }: HttpTranslatorOptions = {},
): Translator {
  const url = `${baseUrl.replace(/\/$/, '')}/v2/translate`;
  return {
    name: 'deepl',
    supports: (lang) => DEEPL_TARGET[lang] !== undefined,
    translate: (texts, lang) =>
      inRequests(texts, async (text) => {
        const out = (await postJson(
          'deepl',
          url,
          { text, source_lang: 'EN', target_lang: DEEPL_TARGET[lang] },
          {
            headers: { authorization: `DeepL-Auth-Key ${apiKey}` },
            timeoutMs,
            reasons: DEEPL_REASONS,
          },
        )) as { translations?: { text?: unknown }[] };
        return strings(Array.isArray(out.translations) ? out.translations.map((t) => t?.text) : undefined, text.length, 'deepl');
      }),
  };
}
