import { useEffect, useId } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { OrderComment } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { StarRating } from '../../components/star-rating';
import { TextArea } from '../../components/text-field';
import { writeReviewLogic } from './write-review.actors';
import { writeReviewView } from './write-review.view';
import { useErrorText } from './order-parts';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$2', marginTop: '$3' });
const Error = styled('p', { margin: 0, fontSize: '$sm', color: '$danger' });

export interface ReviewFormProps {
  orderId: number;
  goodsId: number;
  /** The product's name, for the fields' context. */
  name: string;
  onReviewed(review: OrderComment): void;
  logic?: typeof writeReviewLogic;
}

/** Rating and text for one delivered line (machines/write-review.machine.ts). */
export function ReviewForm({ orderId, goodsId, name, onReviewed, logic = writeReviewLogic }: ReviewFormProps) {
  const { t } = useTranslation('orders');
  const message = useMessage();
  const errorText = useErrorText();
  const id = useId();
  const actor = useActorRef(logic, { input: { orderId, goodsId } });
  const { send } = actor;
  const { rating, content, errors, busy, failed, error, review } = useSelector(actor, writeReviewView, shallowEqual);
  useEffect(() => {
    if (review) onReviewed(review);
  }, [review, onReviewed]);
  return (
    <Form
      noValidate
      aria-label={t('review.formFor', { name })}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'review.submit' });
      }}
    >
      <StarRating
        value={rating}
        size="0.5rem"
        label={t('review.rating')}
        describedBy={errors.rating ? `${id}-rating` : undefined}
        onChange={(value) => send({ type: 'review.rating', value })}
      />
      {errors.rating && (
        <Error id={`${id}-rating`} role="alert">
          {message(errors.rating)}
        </Error>
      )}
      <TextArea
        label={t('review.content')}
        value={content}
        maxLength={2000}
        rows={4}
        error={errors.content ? message(errors.content) : undefined}
        onChange={(e) => send({ type: 'review.content', value: e.target.value })}
      />
      {failed && <Error role="alert">{errorText(error)}</Error>}
      <Button type="submit" loading={busy}>
        {t('review.submit')}
      </Button>
    </Form>
  );
}
