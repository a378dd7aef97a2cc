/**
 * The console's translations (issue 26): per language, which of the shop's content texts are
 * translated by the machine, corrected by hand or missing; a hand correction (kept, never
 * overwritten by the job); a run of the job for one language now, with its progress. Paths under
 * `api/admin/` (permission `content.manage`); the rules are contract/schemas/admin-translations.ts.
 */
import type { LanguageCode } from './constants';

/** Where a content text stands in one language. */
export const TRANSLATION_STATES = ['missing', 'machine', 'corrected'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const TRANSLATION_LIMITS = {
  /** A corrected text: at most this many characters (a description's paragraph fits). */
  textMax: 10_000,
  searchMax: 100,
  pageSize: 50,
  /** The console asks for a running job's progress this often. */
  pollMs: 1_000,
} as const;

export const adminTranslationPaths = {
  /** GET ?lang=&state=&q=&page=: the language's texts and every language's counts (AdminTranslations). PUT TranslationInput: a correction. */
  translations: 'api/admin/translations',
  /** POST {lang}: runs the job for the language now (AdminTranslationRun; 409 when one runs or no translator has it). GET ?lang=: its latest run. */
  run: 'api/admin/translations/run',
} as const;

/** One language's texts counted. */
export interface TranslationCounts {
  lang: LanguageCode;
  total: number;
  machine: number;
  corrected: number;
  missing: number;
}

export interface AdminTranslationRow {
  /** The English text (the key). */
  source: string;
  /** The text shoppers read in the language; null while missing. */
  text: string | null;
  state: TranslationState;
  /** The translator that made a machine translation. */
  translator: string | null;
}

export type TranslationRunState = 'running' | 'done' | 'failed';

/** A run of the job for one language (its progress while it runs). */
export interface AdminTranslationRun {
  id: number;
  lang: LanguageCode;
  state: TranslationRunState;
  /** Texts missing when it started. */
  total: number;
  /** Translated so far. */
  made: number;
  translator: string;
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface AdminTranslations {
  lang: LanguageCode;
  /** The configured translator's name, or null (none: the job cannot run). */
  translator: string | null;
  /** Whether the translator has this language. */
  runnable: boolean;
  languages: TranslationCounts[];
  items: AdminTranslationRow[];
  page: number;
  page_size: number;
  /** Rows matching the filters. */
  total: number;
  /** The language's latest run, if any. */
  run: AdminTranslationRun | null;
}
