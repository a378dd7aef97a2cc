import type { TranslatorConfig } from './config';
import type { Translator } from './translator';
import { apertiumTranslator } from './apertium';
import { deeplTranslator, libreTranslator } from './http-translators';

/** The configured translator, or null: without one, content shows in English. */
export function translatorOf(config: TranslatorConfig): Translator | null {
  switch (config.kind) {
    case 'none':
      return null;
    case 'apertium':
      return apertiumTranslator();
    case 'libretranslate':
      return libreTranslator(config.url, config.apiKey);
    case 'deepl':
      return deeplTranslator(config.apiKey);
  }
}
