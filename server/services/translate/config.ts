/** Which machine translator makes the content's translations, from the environment. */
export type TranslatorConfig =
  { kind: 'none' } | { kind: 'apertium' } | { kind: 'libretranslate'; url: string; apiKey?: string } | { kind: 'deepl'; apiKey: string };

/**
 * `TRANSLATOR=apertium|libretranslate|deepl|none`; unset, the first configured of DeepL
 * (`DEEPL_API_KEY`) and a LibreTranslate-compatible endpoint (`TRANSLATE_URL`, `TRANSLATE_API_KEY`),
 * else none (content shows in English).
 */
export function loadTranslatorConfig(env: NodeJS.ProcessEnv): TranslatorConfig {
  const kind = env.TRANSLATOR ?? (env.DEEPL_API_KEY ? 'deepl' : env.TRANSLATE_URL ? 'libretranslate' : 'none');
  switch (kind) {
    case 'none':
      return { kind };
    case 'apertium':
      return { kind };
    case 'libretranslate':
      if (!env.TRANSLATE_URL) throw new Error('TRANSLATOR=libretranslate needs TRANSLATE_URL');
      return { kind, url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY || undefined };
    case 'deepl':
      if (!env.DEEPL_API_KEY) throw new Error('TRANSLATOR=deepl needs DEEPL_API_KEY');
      return { kind, apiKey: env.DEEPL_API_KEY };
    default:
      throw new Error(`TRANSLATOR=${kind}: expected apertium, libretranslate, deepl or none`);
  }
}
