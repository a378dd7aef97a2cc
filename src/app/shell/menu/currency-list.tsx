import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { Button } from '../../../components/button';
import { useCurrency, useCurrencyActions, useCurrencyList, useCurrencyStatus, usePendingCurrencyId } from '../../../features/currency/selectors';

const Group = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$2', paddingInline: '$5' });

const Choice = styled('button', {
  minHeight: '0.96rem',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  paddingInline: '$3',
  borderRadius: '$md',
  border: '1px solid $line',
  backgroundColor: '$surface',
  fontSize: '$sm',
  textAlign: 'start',
  cursor: 'pointer',
  '&[aria-checked="true"]': { borderColor: '$brand', backgroundColor: '$brandSoft', color: '$brand', fontWeight: 700 },
  '&[aria-busy="true"]': { opacity: 0.6 },
  '& b': { minWidth: '0.7rem' },
});

const Note = styled('p', { margin: 0, paddingInline: '$5', color: '$inkSoft', fontSize: '$sm' });

/** The currencies as a radio group; the current one is checked. */
export function CurrencyList({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('shell');
  const list = useCurrencyList();
  const current = useCurrency();
  const pending = usePendingCurrencyId();
  const status = useCurrencyStatus();
  const { choose, retry } = useCurrencyActions();
  if (status === 'failed') {
    return (
      <Note>
        {t('menu.currenciesFailed')}{' '}
        <Button tone="ghost" onClick={retry}>
          {t('common:retry')}
        </Button>
      </Note>
    );
  }
  if (status === 'loading') return <Note role="status">{t('common:loading')}</Note>;
  return (
    <Group role="radiogroup" aria-labelledby={labelledBy} aria-busy={pending != null || undefined}>
      {list.map((c) => (
        <Choice
          key={c.id}
          type="button"
          role="radio"
          aria-checked={current?.id === c.id}
          aria-busy={pending === c.id || undefined}
          aria-label={`${c.name} (${c.symbol})`}
          onClick={() => choose(c.id)}
        >
          <b aria-hidden="true" dir="ltr">
            {c.money.trim()}
          </b>
          <span aria-hidden="true">{c.symbol}</span>
        </Choice>
      ))}
    </Group>
  );
}
