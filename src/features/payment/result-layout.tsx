import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { routes } from '../../app/paths';
import { styled } from '../../styles/theme';
import { Spinner } from '../../components/page-loading';

/** The shared look of the payment result pages: a mark, a title, what it means, what to do next. */
export const ResultPage = styled('section', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$6 $4 $7',
  '& > header': { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '$3' },
  '& h1': { margin: 0, fontSize: '$xl' },
  '& h2': { margin: 0, fontSize: '$md' },
  '& p': { margin: 0 },
  '& .lead': { color: '$inkSoft' },
});

const MarkCircle = styled('span', {
  width: '1.6rem',
  height: '1.6rem',
  borderRadius: '$pill',
  display: 'grid',
  placeItems: 'center',
  '& svg': { width: '0.9rem', height: '0.9rem' },
  variants: {
    tone: {
      success: { backgroundColor: '$successSoft', color: '$success' },
      danger: { backgroundColor: '$dangerSoft', color: '$danger' },
      info: { backgroundColor: '$brandSoft', color: '$brand' },
    },
  },
});

const PATHS = {
  success: 'm5 12.5 4.5 4.5L19 7.5',
  danger: 'M7 7l10 10M17 7 7 17',
  info: 'M4 10h16M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3.5 20.5h17M12 3.5 20.5 8h-17Z',
};

/** The round mark above a result's title. */
export function Mark({ tone }: { tone: keyof typeof PATHS }) {
  return (
    <MarkCircle tone={tone} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={tone === 'info' ? 1.6 : 2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[tone]} />
      </svg>
    </MarkCircle>
  );
}

/** Label/value rows (order number, amount, bank details). */
export const Facts = styled('dl', {
  margin: 0,
  padding: '$2 $4',
  borderRadius: '$lg',
  backgroundColor: '$canvas',
  '& > div': {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    minHeight: '$tap',
    padding: '$2 0',
    borderBottom: '1px solid $line',
  },
  '& > div:last-child': { borderBottom: 0 },
  '& dt': { flex: '0 0 34%', fontSize: '$sm', color: '$inkSoft' },
  '& dd': { flex: 1, margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
});

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export const Steps = styled('ul', {
  margin: 0,
  paddingInlineStart: '$5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  fontSize: '$sm',
  color: '$inkSoft',
});

export const Actions = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', marginTop: '$2' });

const linkBase = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$tap',
  padding: '0 $4',
  borderRadius: '$md',
  fontWeight: 600,
  textDecoration: 'none',
  textAlign: 'center',
} as const;

/** A link styled as the page's main action. */
export const PrimaryLink = styled(Link, { ...linkBase, backgroundColor: '$brand', color: '$brandInk' });
/** A link styled as a secondary action. */
export const SecondaryLink = styled(Link, { ...linkBase, border: '1px solid $brand', color: '$brand', backgroundColor: '$surface' });

/** "View your order", or "My orders" when the address names no order. */
export function OrderLink({ orderId, primary = false }: { orderId: number | null; primary?: boolean }) {
  const { t } = useTranslation('payment');
  const Styled = primary ? PrimaryLink : SecondaryLink;
  return orderId ? (
    <Styled href={routes.orderDetail(orderId)}>{t('success.viewOrder')}</Styled>
  ) : (
    <Styled href={routes.myOrders}>{t('success.myOrders')}</Styled>
  );
}

export const Problem = styled('p', {
  margin: 0,
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$dangerSoft',
  color: '$danger',
  fontWeight: 600,
  fontSize: '$sm',
});

const Waiting = styled('div', {
  flex: 1,
  minHeight: '50vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  padding: '$5',
  textAlign: 'center',
  color: '$inkSoft',
});

/** While a return page settles the payment with the server. */
export function Confirming({ text }: { text: string }) {
  return (
    <Waiting role="status" aria-live="polite">
      <Spinner aria-hidden />
      <p>{text}</p>
    </Waiting>
  );
}
