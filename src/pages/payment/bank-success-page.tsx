import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../i18n/format-date';
import { styled } from '../../styles/theme';
import { formatMoney } from '../../../contract/money-format';
import { routes } from '../../app/paths';
import { CartContext } from '../../features/cart/cart-context';
import { orderIdOf, readPaymentInfo } from '../../features/payment/payment-info';
import { Actions, Fact, Facts, Mark, OrderLink, ResultPage, SecondaryLink } from '../../features/payment/result-layout';

const Value = styled('span', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const Copy = styled('button', {
  appearance: 'none',
  flex: '0 0 auto',
  minHeight: '$tap',
  minWidth: '$tap',
  padding: '0 $3',
  border: '1px solid $line',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$brand',
  fontSize: '$xs',
  fontWeight: 600,
  cursor: 'pointer',
});
const Note = styled('p', { fontSize: '$sm', color: '$inkSoft' });
const Copied = styled('p', { minHeight: '1.2em', fontSize: '$sm', color: '$success', textAlign: 'center' });

/** A value with its Copy button; the copy is announced in the page's status line. */
function CopyValue({ label, value, onCopied }: { label: string; value: string; onCopied(label: string): void }) {
  const { t } = useTranslation('payment');
  return (
    <Value>
      <bdi dir="ltr">{value}</bdi>
      <Copy
        type="button"
        aria-label={t('bankSuccess.copy', { label })}
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(
            () => onCopied(label),
            () => {},
          );
        }}
      >
        {t('bankSuccess.copyButton')}
      </Copy>
    </Value>
  );
}

/**
 * /bank-success?order_id=N: the order waits for a bank transfer. Beneficiary, bank, IBAN, SWIFT,
 * amount, the reference (the order number) and the pay-by date, each copyable. The details are
 * the ones the panel remembered, so a reload still shows them.
 */
export default function BankSuccessPage() {
  const { t, i18n } = useTranslation('payment');
  const orderId = orderIdOf(useSearch());
  const bank = readPaymentInfo(orderId)?.bank ?? null;
  const cart = CartContext.useActorRef();
  const [copied, setCopied] = useState<string | null>(null);
  // The order's lines have left the cart on the server.
  useEffect(() => cart.send({ type: 'cart.load' }), [cart]);

  return (
    <ResultPage aria-labelledby="bank-success-title">
      <header>
        <Mark tone="info" />
        <h1 id="bank-success-title">{t('bankSuccess.title')}</h1>
        <p className="lead">{bank ? t('bankSuccess.intro') : t('bankSuccess.missing')}</p>
      </header>
      {bank && (
        <>
          <Facts aria-label={t('bankSuccess.title')}>
            {(
              [
                ['beneficiary', bank.beneficiary],
                ['bank', bank.bank_name],
                ['iban', bank.iban],
                ['swift', bank.swift],
                ['amount', formatMoney(bank.amount, bank.currency, i18n.language)],
                ['reference', bank.reference],
              ] as const
            ).map(([key, value]) => (
              <Fact key={key} label={t(`bankSuccess.${key}`)}>
                <CopyValue label={t(`bankSuccess.${key}`)} value={value} onCopied={setCopied} />
              </Fact>
            ))}
            <Fact label={t('bankSuccess.payBy')}>{formatDate(bank.pay_by, i18n.language, 'long')}</Fact>
          </Facts>
          <Copied role="status" aria-live="polite">
            {copied ? t('bankSuccess.copied', { label: copied }) : ''}
          </Copied>
          <Note>{t('bankSuccess.note')}</Note>
        </>
      )}
      <Actions>
        <OrderLink orderId={orderId} primary />
        <SecondaryLink href={routes.home}>{t('success.keepShopping')}</SecondaryLink>
      </Actions>
    </ResultPage>
  );
}
