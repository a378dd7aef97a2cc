import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { failureOf } from '../../../contract/codes';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { PageHead } from '../app/shell/page-parts';

/**
 * One record of the console loaded for `key` (with the round of `reload`, so a change made on the
 * page reads the record again while the old one stays on screen), and `reload` itself.
 */
export function useDetail<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loaded = useLoad(`${key}:${round}`, load, { keepWhileReloading: true });
  return { loaded, reload };
}

/** A console form's name once it is done (its "done" note), and `onDone`, which also reads the record again. */
export function useDoneForm<F>(reload: () => void) {
  const [done, setDone] = useState<F | null>(null);
  const onDone = useCallback(
    (form: F) => {
      setDone(form);
      reload();
    },
    [reload],
  );
  return { done, onDone };
}

/**
 * A console record's page shell: a record the server does not have (`missing` kinds of failure)
 * gets `notFound` as title and the back link alone; waiting and failing are said; once ready, the
 * back link and what the page draws of the record.
 */
export function DetailPage<T>({
  loaded,
  back,
  notFound,
  failed,
  missing = ['notFound'],
  children,
}: {
  loaded: ReturnType<typeof useLoad<T>>;
  back: { href: string; label: string };
  notFound: string;
  failed: string;
  missing?: string[];
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded.status === 'failed' && missing.includes(failureOf(loaded.error).kind)) {
    return (
      <>
        <PageHead title={notFound} />
        <Link href={back.href}>{back.label}</Link>
      </>
    );
  }
  if (loaded.status !== 'ready') return <LoadStates loaded={loaded} loading={t('loading')} failed={failed} />;
  return (
    <>
      <Back href={back.href}>{back.label}</Back>
      {children(loaded.data)}
    </>
  );
}

const Back = styled(Link, { display: 'inline-block', marginBottom: '$2', color: '$brand', fontWeight: 600, fontSize: '$sm' });

/** A record's two columns (the wider first), one below the other on a narrow screen; plain lists inside without bullets. */
export const DetailColumns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: '$4',
  '@media (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  '& ul.plain, & ol.plain': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' },
});
