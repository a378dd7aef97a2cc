import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/react';
import type { Money } from '../currency/use-money';
import { Choice, ChoiceText, Note, Section } from './checkout-parts';
import type { CheckoutActor } from './use-checkout';

/**
 * "Use my points": shown once the quote says the customer has points this order may spend (or
 * while they are ticked); ticking asks for a new quote with them. How many and what they take off
 * come from the server (server/services/points).
 */
export function PointsSection({ actor, locked, money }: { actor: CheckoutActor; locked: boolean; money: Money }) {
  const { t } = useTranslation('checkout');
  const quote = useSelector(actor, (s) => s.context.quote);
  const usePoints = useSelector(actor, (s) => s.context.usePoints);
  if (!quote || (quote.points_spendable === 0 && !usePoints)) return null;
  return (
    <Section aria-labelledby="checkout-points">
      <h2 id="checkout-points">{t('points.title')}</h2>
      <Choice>
        <input
          type="checkbox"
          checked={usePoints}
          disabled={locked || (!usePoints && quote.points_spendable === 0)}
          onChange={() => actor.send({ type: 'points.toggle' })}
        />
        <ChoiceText>
          <strong>
            {t('points.use', { count: quote.points_spendable })} <bdi dir="ltr">−{money(quote.points_spendable / 100)}</bdi>
          </strong>
          <span>{t('points.balance', { count: quote.points_balance })}</span>
        </ChoiceText>
      </Choice>
      {usePoints && quote.points_spendable === 0 && <Note css={{ marginTop: '$2' }}>{t('points.none')}</Note>}
    </Section>
  );
}
