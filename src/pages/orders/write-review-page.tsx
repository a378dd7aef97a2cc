import { useCallback, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { messages } from '../../../contract/messages';
import type { OrderComment, OrderDetail, OrderLine } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { StarRating } from '../../components/star-rating';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../../features/catalog/goods-card';
import { routes } from '../../app/paths';
import { ordersApi } from '../../features/orders/orders.api';
import { OrderLoad, orderIdOf } from '../../features/orders/order-load';
import { ActionLink } from '../../components/action-link';
import { Block, Muted, Page } from '../../features/orders/order-parts';
import { ReviewForm } from '../../features/orders/review-form';

const LineHead = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1.4rem 1fr',
  gap: '$3',
  alignItems: 'center',
  '& img': { width: '100%', height: 'auto', borderRadius: '$md', backgroundColor: '#f5f4f1' },
  '& h2': { margin: 0, fontSize: '$md' },
  '& h2 a': { color: '$ink' },
  '& p': { margin: 0, color: '$inkSoft', fontSize: '$xs' },
});
const Reviewed = styled('div', {
  marginTop: '$3',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$successSoft',
  fontSize: '$sm',
  '& strong': { display: 'block', color: '$success', marginBottom: '$1' },
  '& p': { margin: '$1 0 0' },
});

interface ReviewData {
  order: OrderDetail;
  comments: OrderComment[];
}

/** The order and its reviews so far, read together. */
async function loadReviewData(orderId: number, signal: AbortSignal): Promise<ReviewData> {
  const [order, comments] = await Promise.all([ordersApi.orderDetail(orderId, signal), ordersApi.orderComments(orderId, signal)]);
  return { order, comments };
}

/** /account/write-review?order_id=N: a review for each line of a delivered order not yet reviewed. */
export default function WriteReviewPage() {
  const id = orderIdOf(new URLSearchParams(useSearch()).get('order_id'));
  return (
    <OrderLoad id={id} load={loadReviewData}>
      {(data) => <WriteReviews {...data} />}
    </OrderLoad>
  );
}

function WriteReviews({ order, comments }: ReviewData) {
  const { t } = useTranslation('orders');
  const message = useMessage();
  const [written, setWritten] = useState<OrderComment[]>(comments);
  const onReviewed = useCallback((review: OrderComment) => setWritten((list) => [...list, review]), []);
  const reviewOf = (line: OrderLine) => written.find((c) => c.order_line_id === line.id);
  const delivered = order.status === 'delivered';
  const left = order.lines.filter((l) => !l.reviewed && !reviewOf(l)).length;

  return (
    <Page aria-labelledby="review-title">
      <h1 id="review-title">{t('review.title')}</h1>
      <Muted>
        <Link href={routes.orderDetail(order.id)}>{t('detail.title', { orderNo: order.order_no })}</Link>
      </Muted>
      {!delivered ? (
        <Block role="note">
          <p>{message(messages.orderNotReviewable)}</p>
        </Block>
      ) : (
        <>
          <p className="visually-hidden" aria-live="polite">
            {left === 0 ? t('review.allDone') : t('review.left', { count: left })}
          </p>
          {left === 0 && (
            <Block role="status">
              <p>{t('review.allDone')}</p>
            </Block>
          )}
          {order.lines.map((line) => {
            const review = reviewOf(line);
            return (
              <Block key={line.id} aria-labelledby={`line-${line.id}`}>
                <LineHead>
                  <img src={line.img} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} loading="lazy" />
                  <div>
                    <h2 id={`line-${line.id}`}>
                      <Link href={routes.goodsDetail(line.goods_id)}>{line.name}</Link>
                    </h2>
                    <p>{t('line.colour', { colour: line.color })}</p>
                  </div>
                </LineHead>
                {review || line.reviewed ? (
                  <Reviewed>
                    <strong>{t('review.reviewed')}</strong>
                    {review && (
                      <>
                        <StarRating value={review.rating} size="0.3rem" />
                        <p>{review.content}</p>
                      </>
                    )}
                  </Reviewed>
                ) : (
                  <ReviewForm orderId={order.id} goodsId={line.goods_id} name={line.name} onReviewed={onReviewed} />
                )}
              </Block>
            );
          })}
        </>
      )}
      <ActionLink href={routes.myOrders}>{t('detail.back')}</ActionLink>
    </Page>
  );
}
