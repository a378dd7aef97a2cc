import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

/** A page outside the shell (signing in, setting up): a card in the middle of the window. */
export function BarePage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Main>
      <Card>
        {/* The shop's name above the page's own heading: not a paragraph (axe's p-as-heading reads a bold <p> so). */}
        <div className="brand">{t('shell.brand')}</div>
        <h1>{title}</h1>
        {children}
      </Card>
    </Main>
  );
}

const Main = styled('main', { flex: 1, display: 'grid', placeItems: 'center', padding: '$5' });
const Card = styled('div', {
  width: '100%',
  maxWidth: '11rem',
  padding: '$6',
  backgroundColor: '$surface',
  borderRadius: '$lg',
  boxShadow: '$card',
  '& .brand': { margin: '0 0 $2', color: '$brand', fontWeight: 800 },
  '& h1': { margin: '0 0 $5', fontSize: '$xl' },
});
