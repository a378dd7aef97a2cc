import { useSearch } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { routes } from '../../app/paths';
import { orderIdOf, readPaymentInfo } from '../../features/payment/payment-info';
import { Actions, Mark, OrderLink, ResultPage, SecondaryLink } from '../../features/payment/result-layout';
import { differenceReturnLogic } from '../../features/payment/payment-return.actors';
import { approvalOf, WalletReturn } from '../../features/payment/wallet-return';

/**
 * /price-difference-payment-successful: back from the wallet (?token=&payer_id=), the approval is
 * executed (api/pay/fillpostExcute) first, then the page shows ?order_id=N as paid; a refusal goes
 * to /price-difference-payment-failed.
 */
export default function PriceDifferencePaidPage() {
  const search = useSearch();
  const approval = approvalOf(search);
  if (approval) return <WalletReturn approval={approval} logic={differenceReturnLogic} />;
  return <Paid orderId={orderIdOf(search)} />;
}

function Paid({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('payment');
  const known = readPaymentInfo(orderId);
  return (
    <ResultPage aria-labelledby="difference-paid-title">
      <header>
        <Mark tone="success" />
        <h1 id="difference-paid-title">{t('differenceSuccess.title')}</h1>
        <p className="lead">{t('differenceSuccess.text')}</p>
        {known && <p className="lead">{t('failed.order', { orderNo: known.order_no })}</p>}
      </header>
      <Actions>
        <OrderLink orderId={orderId} primary />
        <SecondaryLink href={routes.home}>{t('success.keepShopping')}</SecondaryLink>
      </Actions>
    </ResultPage>
  );
}
