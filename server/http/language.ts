import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../contract/constants';
import { LANGUAGE_COOKIE } from '../../contract/first-screen';

/** The language of the request: the app's cookie (`lang`, kept by the app when the shopper picks one), else the default. */
export function languageOf(req: Pick<FastifyRequest, 'headers'>): LanguageCode {
  const raw = req.headers.cookie;
  const value = raw && new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(raw)?.[1];
  return LANGUAGES.find((l) => l.code === value)?.code ?? DEFAULT_LANGUAGE;
}
