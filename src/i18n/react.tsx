import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './runtime';

/**
 * React bindings of the i18n runtime, shaped like react-i18next's: `<I18nProvider i18n={...}>`
 * and `useTranslation(ns?)` returning `{ t, i18n }`. Components re-render when the language
 * changes, and `t` keeps its identity until then.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const language = useSyncExternalStore(
    (onChange) => i18n.subscribe(onChange),
    () => i18n.language,
    () => i18n.language,
  );
  // `language` is a dependency on purpose: a new `t` per language, so memoised users refresh.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language, not an identity, is what changes
  const t = useMemo(() => i18n.getFixedT(ns), [i18n, ns, language]);
  return { t, i18n };
}
