import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Input, Label, Message } from '../../components/text-field';
import { Note } from './checkout-parts';
import { couponCodeView } from './checkout.view';
import type { CheckoutActor } from './use-checkout';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$1', marginTop: '$3' });
const Row = styled('div', {
  display: 'flex',
  gap: '$2',
  '& > input': { flex: 1, minWidth: 0, textTransform: 'uppercase', letterSpacing: '0.02em' },
  '& > input::placeholder': { textTransform: 'none' },
  '& > button': { flex: 'none' },
});

/**
 * "Coupon code": a code from a mail or a flyer, typed and applied. The checkout machine redeems it
 * (api/users/redeemCoupon): the coupon joins the customer's coupons above and, when this order
 * can use it, is applied; a refusal shows under the field, tied to it for screen readers.
 */
export function CouponCodeForm({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const { code, redeeming, canSubmit, locked, error, added } = useSelector(actor, couponCodeView, shallowEqual);
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) actor.send({ type: 'coupon.code.submit' });
      }}
    >
      <Label htmlFor={id}>{t('coupon.codeLabel')}</Label>
      <Row>
        <Input
          id={id}
          name="coupon_code"
          value={code}
          disabled={locked}
          readOnly={redeeming}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => actor.send({ type: 'coupon.code.change', code: e.target.value })}
        />
        <Button type="submit" tone="secondary" loading={redeeming} disabled={locked || (!canSubmit && !redeeming)}>
          {t('coupon.apply')}
        </Button>
      </Row>
      {error && (
        <Message id={errorId} role="alert">
          {message(error)}
        </Message>
      )}
      {added && <Note role="status">{t('coupon.codeAdded', { title: added.title })}</Note>}
    </Form>
  );
}
