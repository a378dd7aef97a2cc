import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Note, Problem, Section } from './checkout-parts';
import type { Money } from '../currency/use-money';
import { CouponTerms } from '../coupons/coupon-terms';
import { Ticket as CouponTicket } from '../coupons/coupon-ticket';
import type { CheckoutActor } from './use-checkout';
import { CouponCodeForm } from './coupon-code-form';
import { failureMessage } from '../../../contract/codes';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Ticket = styled(CouponTicket, {
  '&[data-applied]': { borderColor: '$brand', borderStyle: 'solid', backgroundColor: '$brandSoft' },
  '&[data-unusable]': { color: '$inkFaint' },
  '& strong': { color: 'inherit' },
  '& [data-reason]': { color: '$warning', fontWeight: 600 },
});

/** The customer's coupons for this selection: apply one, remove it; an unusable one says why; or type a coupon's code. */
export function CouponSection({ actor, locked, money }: { actor: CheckoutActor; locked: boolean; money: Money }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const coupons = useSelector(actor, (s) => s.context.coupons);
  const couponId = useSelector(actor, (s) => s.context.couponId);
  const pending = useSelector(actor, (s) => s.context.couponChange);
  const failure = useSelector(actor, (s) => s.context.couponError as Error | null);

  return (
    <Section aria-labelledby="checkout-coupons">
      <h2 id="checkout-coupons">{t('coupon.title')}</h2>
      {coupons.length === 0 ? (
        <Note>{t('coupon.none')}</Note>
      ) : (
        <List>
          {coupons.map((c) => {
            const applied = c.id === couponId;
            const busy = pending != null && (pending.couponId === c.id || (pending.couponId === null && applied));
            return (
              <Ticket key={c.id} data-applied={applied ? '' : undefined} data-unusable={c.usable ? undefined : ''}>
                <div>
                  <CouponTerms coupon={c} money={money} />
                  <span>{c.title}</span>
                  {!c.usable && c.reason && <span data-reason="">{message(c.reason)}</span>}
                </div>
                {applied ? (
                  <Button
                    tone="secondary"
                    loading={busy}
                    disabled={locked}
                    aria-label={t('coupon.removeNamed', { title: c.title })}
                    onClick={() => actor.send({ type: 'coupon.remove' })}
                  >
                    {t('coupon.remove')}
                  </Button>
                ) : (
                  c.usable && (
                    <Button
                      loading={busy}
                      disabled={locked || (pending != null && !busy)}
                      aria-label={t('coupon.applyNamed', { title: c.title })}
                      onClick={() => actor.send({ type: 'coupon.apply', couponId: c.id })}
                    >
                      {t('coupon.apply')}
                    </Button>
                  )
                )}
              </Ticket>
            );
          })}
        </List>
      )}
      {failure && <Problem role="alert">{message(failureMessage(failure))}</Problem>}
      <CouponCodeForm actor={actor} />
    </Section>
  );
}
