import { useCallback, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { TRANSLATION_STATES, type AdminTranslationRow, type AdminTranslations } from '../../../contract/admin-translations';
import { LANGUAGES, type LanguageCode } from '../../../contract/constants';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { Badge } from '../app/shell/page-parts';
import { DataTable, type Column } from '../components/data-table';
import { ListFilters } from '../components/list-filters';
import { ListPage, useListLoad } from '../components/list-page';
import { atPage } from '../components/url-query';
import { ConsoleForm } from '../features/forms/console-form';
import { translationFormLogic } from '../features/translations/translation-form.actors';
import { translationQueryOf, translationSearchOf } from '../features/translations/translation-query';
import { TranslationRunPanel } from '../features/translations/translation-run-panel';
import { translationsApi, type TranslationsListQuery } from '../features/translations/translations.api';

const layout = { columns: 'minmax(8rem, 2fr) minmax(6rem, 1fr) auto', narrowAt: 900, narrowColumns: 'repeat(2, 1fr)' };
const languageName = (lang: LanguageCode) => LANGUAGES.find((l) => l.code === lang)!.label;

/**
 * /admin/translations?lang=&state=&q= (content.manage): the shop's content texts in one language,
 * each missing, translated by the machine or corrected by hand; every language's counts; a text
 * corrected here is kept (never overwritten by the job); the job run for the language now.
 */
export default function TranslationsPage() {
  const { t } = useTranslation();
  const query = translationQueryOf(useSearch());
  const search = translationSearchOf(query);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const list = useListLoad(`translations:${round}`, search, (signal) => translationsApi.list(query, signal));
  const data = list.status === 'ready' ? (list.data as AdminTranslations) : null;
  const hrefOf = (q: TranslationsListQuery) => consoleRoutes.translations(translationSearchOf(q));
  return (
    <ListPage
      title={t('translations.title')}
      filters={
        <>
          <p>{t('translations.intro')}</p>
          {data && <Languages data={data} hrefOf={(lang) => hrefOf({ lang })} />}
          {data && <TranslationRunPanel key={`${data.lang}:${data.run?.id ?? 0}`} data={data} language={languageName(data.lang)} ended={reload} />}
          <ListFilters
            label={t('translations.filters')}
            layout={layout}
            resetKey={search}
            hrefOf={(v) => hrefOf({ ...(v as Partial<TranslationsListQuery>), lang: query.lang })}
            clearHref={hrefOf({ lang: query.lang })}
            fields={[
              { name: 'q', label: t('translations.search'), type: 'search', value: query.q, placeholder: t('translations.searchHint') },
              {
                name: 'state',
                label: t('translations.state'),
                value: query.state,
                options: TRANSLATION_STATES.map((s) => ({ value: s, label: t(`translations.states.${s}`) })),
              },
            ]}
          />
        </>
      }
      list={list}
      failed={t('translations.failed')}
      none={t('translations.none')}
      count={(count) => t('translations.count', { count })}
      pageHref={(page) => hrefOf(atPage(query, page))}
    >
      {(rows) => <TranslationsTable rows={rows} lang={query.lang} saved={reload} />}
    </ListPage>
  );
}

/** One link per language with its counts; the one shown is the current page. */
function Languages({ data, hrefOf }: { data: AdminTranslations; hrefOf: (lang: LanguageCode) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('translations.languages')}>
      <LanguageList>
        {data.languages.map((l) => (
          <li key={l.lang}>
            <Link href={hrefOf(l.lang)} aria-current={l.lang === data.lang ? 'page' : undefined} lang={l.lang}>
              {languageName(l.lang)}
            </Link>{' '}
            <span>{t('translations.counts', { machine: l.machine, corrected: l.corrected, missing: l.missing })}</span>
          </li>
        ))}
      </LanguageList>
    </nav>
  );
}

/** The texts: English, the language's words (or missing), where they come from, and a correction form per row. */
function TranslationsTable({ rows, lang, saved }: { rows: AdminTranslationRow[]; lang: LanguageCode; saved: () => void }) {
  const { t } = useTranslation();
  const logic = useMemo(() => translationFormLogic(saved), [saved]);
  const columns: Column<AdminTranslationRow>[] = [
    { label: t('translations.columns.english'), cell: (r) => <Text lang="en">{r.source}</Text> },
    {
      label: t('translations.columns.translation', { language: languageName(lang) }),
      cell: (r) =>
        r.text === null ? (
          <Badge tone="danger">{t('translations.states.missing')}</Badge>
        ) : (
          <Text lang={lang} dir="auto">
            {r.text}
          </Text>
        ),
    },
    {
      label: t('translations.columns.state'),
      cell: (r) =>
        r.state === 'missing' ? null : (
          <Badge tone={r.state === 'corrected' ? 'success' : 'neutral'}>
            {r.state === 'corrected' ? t('translations.states.corrected') : t('translations.machineBy', { name: r.translator ?? '' })}
          </Badge>
        ),
    },
    {
      label: t('translations.columns.correct'),
      cell: (r) => (
        <details>
          <summary>{t('translations.correct')}</summary>
          <ConsoleForm
            logic={logic}
            input={{ form: 'translation', values: { lang, source: r.source, text: r.text ?? '' } }}
            name={t('translations.correctName', { text: r.source.slice(0, 60) })}
            submit={t('translations.save')}
            fields={[{ name: 'text', label: t('translations.columns.translation', { language: languageName(lang) }), type: 'textarea' }]}
          />
        </details>
      ),
    },
  ];
  return <DataTable caption={t('translations.caption')} columns={columns} rows={rows} rowKey={(r) => `${lang}:${r.source}:${r.text ?? ''}`} />;
}

const Text = styled('span', { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const LanguageList = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: '0 0 $4',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: '$2',
  fontSize: '$sm',
  '& a[aria-current="page"]': { fontWeight: 700, textDecoration: 'none' },
  '& span': { display: 'block', color: '$inkSoft' },
});
