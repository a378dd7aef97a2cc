import type { LanguageCode } from '../../../contract/constants';
import type { Translator } from './translator';

const TIMEOUT_MS = 30_000;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

function strings(value: unknown, count: number, who: string): string[] {
  if (!Array.isArray(value) || value.length !== count || value.some((v) => typeof v !== 'string')) {
    throw new Error(`${who} answered ${JSON.stringify(value)?.slice(0, 200)} for ${count} texts`);
  }
  return value as string[];
}

/**
 * A LibreTranslate-compatible endpoint (`TRANSLATE_URL`, optional `TRANSLATE_API_KEY`):
 * `POST {url}/translate {q: [...], source: 'en', target, format: 'text'}` answering `{translatedText: [...]}`.
 */
export function libreTranslator(baseUrl: string, apiKey?: string, languages?: LanguageCode[]): Translator {
  const url = `${baseUrl.replace(/\/$/, '')}/translate`;
  return {
    name: 'libretranslate',
    supports: (lang) => lang !== 'en' && (!languages || languages.includes(lang)),
    async translate(texts, lang) {
      const out = (await postJson(url, { q: texts, source: 'en', target: lang, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) })) as { translatedText?: unknown };
      return strings(out.translatedText, texts.length, 'libretranslate');
    },
  };
}

/** DeepL's target codes (Portuguese needs its variant). */
const DEEPL_TARGET: Partial<Record<LanguageCode, string>> = { ar: 'AR', de: 'DE', es: 'ES', fr: 'FR', it: 'IT', pt: 'PT-PT' };

/**
 * DeepL (`DEEPL_API_KEY`; a key ending in `:fx` is a free key and goes to api-free.deepl.com):
 * `POST /v2/translate {text: [...], source_lang: 'EN', target_lang}` answering `{translations: [{text}]}`.
 */
export function deeplTranslator(apiKey: string, baseUrl = apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com'): Translator {
  return {
    name: 'deepl',
    supports: (lang) => DEEPL_TARGET[lang] !== undefined,
    async translate(texts, lang) {
      const out = (await postJson(`${baseUrl}/v2/translate`, { text: texts, source_lang: 'EN', target_lang: DEEPL_TARGET[lang] }, {
        authorization: `DeepL-Auth-Key ${apiKey}`,
      })) as { translations?: { text?: unknown }[] };
      return strings(out.translations?.map((t) => t.text), texts.length, 'deepl');
    },
  };
}
