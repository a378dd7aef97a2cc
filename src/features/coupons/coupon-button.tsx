import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import type { Coupon } from '../../../contract/checkout';
import type { couponMachine } from '../../../machines/coupon.machine';
import { useIsSignedIn } from '../../app/session/selectors';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../components/button';
import { couponLogic } from './coupon.actors';
import { couponView } from './coupon.view';

/**
 * GET, SAVED or ALL CLAIMED on one coupon (machines/coupon.machine.ts): busy while the claim is on its way,
 * the sign-in dialog first for a signed-out shopper. Follows the session and the list read again.
 * `logic`: couponLogic in the strip, couponInDialogLogic in the coupon dialog.
 */
export function CouponButton({
  coupon,
  logic = couponLogic,
  claimAtStart = false,
}: {
  coupon: Coupon;
  logic?: typeof couponMachine;
  /** Claim as soon as it shows (the coupon dialog reopened after the sign-in this coupon's GET asked for). */
  claimAtStart?: boolean;
}) {
  const { t } = useTranslation('coupons');
  const isSignedIn = useIsSignedIn();
  const isSaved = coupon.is_get === 1;
  const [state, send] = useMachine(logic, { input: { couponId: coupon.id, isSaved, isSignedIn, claimAtStart } });

  useEffect(() => {
    send({ type: 'session.changed', isSignedIn });
  }, [isSignedIn, send]);
  useEffect(() => {
    send({ type: 'coupon.sync', isSaved });
  }, [isSaved, send]);

  const view = couponView(state);
  if (view.soldOut) {
    return (
      <Button tone="secondary" disabled aria-label={t('soldOutNamed', { title: coupon.title })}>
        {t('soldOut')}
      </Button>
    );
  }
  if (view.saved) {
    return (
      <Button tone="secondary" disabled aria-label={t('savedNamed', { title: coupon.title })}>
        {t('saved')}
      </Button>
    );
  }
  return (
    <Button loading={view.busy} aria-label={t('getNamed', { title: coupon.title })} onClick={() => send({ type: 'coupon.get' })}>
      {t('get')}
    </Button>
  );
}
