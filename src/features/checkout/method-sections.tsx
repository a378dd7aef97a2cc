import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { INSTALMENT_COUNT } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { PAYMENT_METHODS } from '../../../contract/orders';
import { instalmentsAllowed } from '../../../machines/checkout.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { LinkButton } from '../../components/button';
import { InstalmentDialog } from '../product/instalment';
import { Choice, ChoiceText, Note, Problem, Section } from './checkout-parts';
import { isolated, type Money } from '../currency/use-money';
import type { CheckoutActor } from './use-checkout';

/** Standard or express, with their days and carriage for this order (from the quote). */
export function ShippingSection({ actor, locked, money }: { actor: CheckoutActor; locked: boolean; money: Money }) {
  const { t } = useTranslation('checkout');
  const methods = useSelector(actor, (s) => s.context.quote?.shipping_methods ?? []);
  const chosen = useSelector(actor, (s) => s.context.shippingMethod);
  return (
    <Section aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping">{t('shipping.title')}</h2>
      <div role="radiogroup" aria-labelledby="checkout-shipping">
        {methods.map((m) => (
          <Choice key={m.id}>
            <input
              type="radio"
              name="checkout-shipping"
              checked={m.id === chosen}
              disabled={locked}
              onChange={() => actor.send({ type: 'shipping.choose', method: m.id })}
            />
            <ChoiceText>
              <strong>{t(`shipping.${m.id}`, { defaultValue: m.name })}</strong>
              <span>{t('shipping.days', { days: m.days })}</span>
              {m.free_from != null && m.carriage > 0 && <span>{t('shipping.freeFrom', { amount: isolated(money(m.free_from)) })}</span>}
            </ChoiceText>
            <strong>{m.carriage > 0 ? <bdi dir="ltr">{money(m.carriage)}</bdi> : t('totals.free')}</strong>
          </Choice>
        ))}
      </div>
      {methods.length === 0 && <Note>{t('totals.updating')}</Note>}
    </Section>
  );
}

/** Card, wallet, bank transfer or pay in 4 (with its info dialog); the payment runs once the order exists. */
export function PaymentSection({ actor, locked, money }: { actor: CheckoutActor; locked: boolean; money: Money }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const chosen = useSelector(actor, (s) => s.context.paymentMethod);
  const total = useSelector(actor, (s) => s.context.quote?.total);
  const blocked = useSelector(actor, (s) => s.context.blocker === 'payment');
  const [info, setInfo] = useState(false);
  return (
    <Section aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('payment.title')}</h2>
      <div role="radiogroup" aria-labelledby="checkout-payment">
        {PAYMENT_METHODS.map((m) => {
          const unavailable = m === 'pay_in_4' && total !== undefined && !instalmentsAllowed(total);
          return (
            <Choice key={m}>
              <input
                type="radio"
                name="checkout-payment"
                checked={m === chosen}
                disabled={locked || unavailable}
                onChange={() => actor.send({ type: 'payment.choose', method: m })}
              />
              <ChoiceText>
                <strong>{t(`payment:methods.${m}`)}</strong>
                {m === 'pay_in_4' ? (
                  <span>
                    {unavailable
                      ? message(messages.instalmentUnavailable)
                      : total !== undefined && t('payment.pay_in_4', { count: INSTALMENT_COUNT, amount: isolated(money(total / INSTALMENT_COUNT)) })}
                  </span>
                ) : (
                  <span>{t(`payment.${m}`)}</span>
                )}
              </ChoiceText>
            </Choice>
          );
        })}
      </div>
      <LinkButton type="button" aria-haspopup="dialog" onClick={() => setInfo(true)} css={{ marginTop: '$3' }}>
        {t('payment.howItWorks', { count: INSTALMENT_COUNT })}
      </LinkButton>
      {info && <InstalmentDialog onClose={() => setInfo(false)} />}
      {blocked && <Problem role="alert">{t('payment.required')}</Problem>}
    </Section>
  );
}
