import { useState } from 'react';
import { INSTALMENT_COUNT, INSTALMENT_INTERVAL_DAYS, Z_INSTALMENT_DIALOG } from '../../../contract/constants';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Dialog } from '../../components/dialog';
import { Button } from '../../components/button';
import { formatMoney } from '../../../contract/money-format';
import { useCurrency } from '../currency/selectors';

const Line = styled('p', {
  margin: '$2 0 0',
  fontSize: '$sm',
  color: '$inkSoft',
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  flexWrap: 'wrap',
});
const Info = styled('button', {
  appearance: 'none',
  border: '1px solid $line',
  background: '$surface',
  borderRadius: '$pill',
  width: '0.56rem',
  height: '0.56rem',
  minWidth: 24,
  minHeight: 24,
  display: 'inline-grid',
  placeItems: 'center',
  fontSize: '$xs',
  fontWeight: 700,
  color: '$brand',
  cursor: 'pointer',
  padding: 0,
});
const Steps = styled('ol', { margin: '0 0 $4', paddingInlineStart: '$5', fontSize: '$sm', lineHeight: 1.6 });

/** "or 4 interest-free payments of {amount}" and its info dialog (spec: stacking 5004). */
export function InstalmentLine({ usd }: { usd: number }) {
  const { t, i18n } = useTranslation('product');
  const currency = useCurrency();
  const [open, setOpen] = useState(false);
  const amount = formatMoney(usd / INSTALMENT_COUNT, currency, i18n.language);
  // The amount is its own left-to-right island, so "$24.72" reads right inside Arabic text.
  const [before = '', after = ''] = t('instalment.line', { count: INSTALMENT_COUNT, amount: '\u0000' }).split('\u0000');
  return (
    <>
      <Line>
        <span>
          {before}
          <bdi dir="ltr">{amount}</bdi>
          {after}
        </span>
        <Info type="button" aria-label={t('instalment.info')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          i
        </Info>
      </Line>
      {open && <InstalmentDialog onClose={() => setOpen(false)} />}
    </>
  );
}

export function InstalmentDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('product');
  return (
    <Dialog title={t('instalment.title', { count: INSTALMENT_COUNT })} onClose={onClose} zIndex={Z_INSTALMENT_DIALOG}>
      <Steps>
        <li>{t('instalment.first')}</li>
        <li>{t('instalment.rest', { count: INSTALMENT_COUNT - 1, days: INSTALMENT_INTERVAL_DAYS })}</li>
        <li>{t('instalment.noFees')}</li>
      </Steps>
      <Button block onClick={onClose}>
        {t('instalment.close')}
      </Button>
    </Dialog>
  );
}
