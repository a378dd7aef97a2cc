import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { AGREEMENT_PATHS, infoPagePath, isInfoSlug, isPageSlug, type ContentPage } from '../../../contract/content';
import { contentApi } from '../../features/content/content.api';
import { isApiError } from '../../api/errors';
import { useDocumentMeta } from '../../app/document-meta';
import { useLoad } from '../../components/use-load';
import { LoadStates } from '../../components/page-parts';
import { Field, Input, Label } from '../../components/text-field';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import NotFoundPage from '../not-found/not-found-page';
import { Prose } from '../../components/prose';
import { InEnglishNotice, useContentLang } from '../../components/in-english';

const Article = styled('article', {
  padding: '$5 $4 $7',
  display: 'flex',
  flexDirection: 'column',
  '& > h1': { margin: '0 0 $2', fontSize: '$xxl', lineHeight: 1.15 },
});

const Updated = styled('p', { margin: '0 0 $5', fontSize: '$sm', color: '$inkSoft' });

/** The page's text: the shared prose of the server's sanitized HTML (kept exported here for the pages that import it). */
export { Prose };

const Found = styled('p', { margin: '0 0 $4', minHeight: '1.2em', fontSize: '$sm', color: '$inkSoft' });

/** Splits the page at its first question (`<details>`): the text before it, and the questions with what follows. */
export function splitAtQuestions(html: string): [string, string] {
  const at = html.indexOf('<details');
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

/** What a question holds, to match against what the shopper types (case and accents ignored). */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The questions of a page (its `<details>`), with a search above them: typing shows only the
 * questions whose question or answer has the words, opened; the count is announced.
 */
function Questions({ html, lang }: { html: string; lang: string | undefined }) {
  const { t } = useTranslation('info');
  const inputId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    const all = [...(box.current?.querySelectorAll('details') ?? [])];
    const words = fold(query).split(/\s+/).filter(Boolean);
    if (!words.length) {
      for (const d of all) d.hidden = false;
      setShown(null);
      return;
    }
    let n = 0;
    for (const d of all) {
      const text = fold(d.textContent ?? '');
      const match = words.every((w) => text.includes(w));
      d.hidden = !match;
      d.open = match;
      if (match) n++;
    }
    setShown(n);
  }, [query, html]);
  return (
    <>
      <div role="search">
        <Field css={{ marginBottom: '$2' }}>
          <Label htmlFor={inputId}>{t('faq.search')}</Label>
          <Input
            id={inputId}
            type="search"
            value={query}
            placeholder={t('faq.placeholder')}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
        </Field>
        <Found role="status">{shown === null ? '' : shown === 0 ? t('faq.none') : t('faq.found', { count: shown })}</Found>
      </div>
      <Prose ref={box} lang={lang} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

function PageText({ page, children }: { page: ContentPage; children?: ReactNode }) {
  const { t } = useTranslation('info');
  const formatDate = useFormatDate();
  const [text, questions] = splitAtQuestions(page.html);
  // Untranslated (English) text is marked so, and said so.
  const { lang, untranslated } = useContentLang(page.content_lang);
  return (
    <Article aria-labelledby="info-title">
      <h1 id="info-title" lang={lang} dir="auto">
        {page.title}
      </h1>
      <Updated>{t('updated', { date: formatDate(page.updated_at, 'calendarDay') })}</Updated>
      {untranslated && <InEnglishNotice />}
      <Prose lang={lang} dir="auto" dangerouslySetInnerHTML={{ __html: text }} />
      {questions && <Questions html={questions} lang={lang} />}
      {children}
    </Article>
  );
}

/**
 * An information page (/introduction, /privacy, /shipping, ...): its text from the server
 * (api/pages/{slug}, Markdown rendered and sanitized there) in the shop's layout, with the page's
 * title, description and canonical link for search engines. A page the server does not have is the
 * friendly not-found page. `children` come after the text (the contact form).
 */
export function InfoPage({
  slug,
  agreement,
  path = `/${slug}`,
  children,
}: {
  slug: string;
  /** The text is an agreement (getAgreement by key), not a page. */
  agreement?: boolean;
  /** The page's own path, when it is not `/${slug}`. */
  path?: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('info');
  // Read again in another language: the text comes in it where translated.
  const page = useLoad<ContentPage>(`${agreement ? 'agreement' : 'page'}:${slug}:${i18n.language}`, (signal) =>
    agreement ? contentApi.agreement(slug, signal) : contentApi.page(slug, signal),
  );
  const ready = page.status === 'ready' ? page.data : null;
  useDocumentMeta(ready && { title: ready.title, description: ready.description, canonicalPath: path });
  if (page.status === 'failed' && isApiError(page.error) && page.error.kind === 'notFound') return <NotFoundPage />;
  if (!ready) {
    return (
      <>
        <h1 className="visually-hidden">{t('loadingTitle')}</h1>
        <LoadStates loaded={page} loading={t('loading')} failed={t('failed')} />
      </>
    );
  }
  return <PageText page={ready}>{children}</PageText>;
}

/** /Annual-Rebate-Reward-Agreement: the agreement's text (getAgreement), like an information page. */
export function AnnualRebateAgreementPage() {
  return <InfoPage slug="annual-rebate-reward" agreement path={AGREEMENT_PATHS['annual-rebate-reward']} />;
}

/** The page of one slug, as the route table wants it (a component without props). */
export function infoPageOf(slug: string) {
  function Page() {
    return <InfoPage slug={slug} />;
  }
  Page.displayName = `InfoPage(${slug})`;
  return Page;
}

/**
 * /pages/{slug}: an information page the operator added, by its slug. One that is not a slug, or
 * that the server does not have, is the not-found page (the server answers its document 404); a
 * fixed page's slug (/pages/privacy) goes to the page's own path.
 */
export function AddedInfoPage() {
  const { slug } = useParams<{ slug: string }>();
  if (!isPageSlug(slug)) return <NotFoundPage />;
  if (isInfoSlug(slug)) return <Redirect to={infoPagePath(slug)} replace />;
  return <InfoPage key={slug} slug={slug} path={infoPagePath(slug)} />;
}
