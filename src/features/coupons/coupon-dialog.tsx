import type { couponMachine } from '../../../machines/coupon.machine';
import type { OverlayContentProps } from '../../app/overlays/overlay-types';
import { useSessionToken } from '../../app/session/selectors';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Dialog } from '../../components/dialog';
import { CentredState, LoadStates } from '../../components/page-parts';
import { CouponTickets, useCouponList } from './coupon-list';
import { couponInDialogLogic } from './coupon.actors';

const Text = styled('p', { margin: '0 0 $4', color: '$inkSoft', fontSize: '$sm' });

/**
 * The coupon dialog (the 'coupon' overlay; opened by the strip's "See all" and the menu's
 * "Coupons"): the spec's coupons with their terms and GET or SAVED. Signed out, GET asks for the
 * sign-in, which replaces this dialog; it opens again afterwards with props.claim, the coupon
 * that was pressed, which then claims.
 */
export default function CouponDialog({ props, onClose, logic = couponInDialogLogic }: OverlayContentProps & { logic?: typeof couponMachine }) {
  const { t } = useTranslation('coupons');
  const token = useSessionToken();
  const claim = typeof props.claim === 'number' ? props.claim : undefined;
  return (
    <Dialog title={t('title')} onClose={onClose}>
      <Text>{t('dialogText', { get: t('get') })}</Text>
      {token ? (
        <Coupons token={token} claim={claim} logic={logic} />
      ) : (
        <CentredState role="status">
          <p>{t('common:loading')}</p>
        </CentredState>
      )}
    </Dialog>
  );
}

function Coupons({ token, claim, logic }: { token: string; claim?: number; logic: typeof couponMachine }) {
  const { t } = useTranslation('coupons');
  const list = useCouponList(token);
  if (list.status !== 'ready') return <LoadStates loaded={list} loading={t('common:loading')} failed={t('loadFailed')} />;
  if (list.data.length === 0) {
    return (
      <CentredState role="status">
        <p>{t('none')}</p>
      </CentredState>
    );
  }
  return <CouponTickets coupons={list.data} layout="column" logic={logic} claim={claim} />;
}
