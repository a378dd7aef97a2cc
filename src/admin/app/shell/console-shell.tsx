import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LANGUAGES, type LanguageCode } from '../../../../contract/constants';
import { Button } from '../../../components/button';
import { changeConsoleLanguage } from '../../../i18n/console';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { CONSOLE_PAGES, consoleRoutes } from '../paths';
import { keepLanguage } from '../language';
import { useStaffSession, useStaffSessionRef } from '../session/staff-session-provider';
import { navigationOf } from './navigation';

/**
 * The console's frame: the navigation the member's role opens (what it cannot do is hidden), the
 * member, their account and Sign out, the language; the page in `main`.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const ref = useStaffSessionRef();
  const [path] = useLocation();
  const entries = navigationOf(session.member);
  return (
    <>
      <SkipLink href="#console-main">{t('shell.skip')}</SkipLink>
      <Bar>
        <Brand href={consoleRoutes.home()}>{t('shell.brand')}</Brand>
        <Nav aria-label={t('shell.navigation')}>
          <ul>
            {entries.map((n) => {
              const target = CONSOLE_PAGES[n.page].path;
              const here = path === target || path.startsWith(`${target}/`);
              return (
                <li key={n.page}>
                  <Link href={target} aria-current={here ? 'page' : undefined}>
                    {t(n.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Nav>
        <Member>
          <label>
            <span className="visually-hidden">{t('shell.language')}</span>
            <select
              value={i18n.language}
              onChange={(e) => {
                const lng = e.target.value as LanguageCode;
                keepLanguage(lng);
                void changeConsoleLanguage(i18n, lng);
              }}
            >
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          {session.member && (
            <Link href={consoleRoutes.account()} aria-current={path === consoleRoutes.account() ? 'page' : undefined}>
              {t('shell.account', { name: session.member.name || session.member.email })}
            </Link>
          )}
          <Button tone="secondary" loading={session.busy} onClick={() => ref.send({ type: 'session.signOut' })}>
            {t('shell.signOut')}
          </Button>
        </Member>
      </Bar>
      <Main id="console-main" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}

const SkipLink = styled('a', {
  position: 'absolute',
  insetInlineStart: '$2',
  top: '-3rem',
  padding: '$2 $3',
  backgroundColor: '$surface',
  color: '$brand',
  zIndex: 10,
  '&:focus': { top: '$2' },
});

const Bar = styled('header', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2 $5',
  padding: '$2 $5',
  backgroundColor: '$surface',
  borderBottom: '1px solid $line',
  fontSize: '$sm',
});

const Brand = styled('a', { fontWeight: 800, color: '$brand', textDecoration: 'none', fontSize: '$md', whiteSpace: 'nowrap' });

const Nav = styled('nav', {
  flex: 1,
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: '$1', margin: 0, padding: 0, listStyle: 'none' },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '$tap',
    padding: '0 $3',
    borderRadius: '$md',
    color: '$ink',
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { backgroundColor: '$canvas' },
    '&[aria-current="page"]': { backgroundColor: '$brandSoft', color: '$brand' },
  },
});

const Member = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& a': { color: '$brand', fontWeight: 600 },
  '& select': { minHeight: '$tap', borderRadius: '$md', border: '1px solid $line', backgroundColor: '$surface', padding: '0 $2' },
});

const Main = styled('main', {
  flex: 1,
  width: '100%',
  maxWidth: '32rem',
  margin: '0 auto',
  padding: '$5',
  '&:focus': { outline: 'none' },
});
