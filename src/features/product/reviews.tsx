import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ReviewImage } from '../../../contract/catalog';
import { STAR_MAX } from '../../../contract/constants';
import type { reviewsMachine } from '../../../machines/reviews.machine';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../i18n/format-date';
import { styled } from '../../styles/theme';
import { StarRating } from '../../components/star-rating';
import { Button } from '../../components/button';
import { productApi } from './product.api';
import { useLoad } from '../../components/use-load';
import { Section } from './frame-details';
import { reviewsLogic } from './reviews.actors';
import { reviewsView } from './reviews.view';

const Summary = styled('div', { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$4', alignItems: 'center', marginBottom: '$4' });
const Big = styled('div', {
  textAlign: 'center',
  '& strong': { display: 'block', fontSize: '$xxl', lineHeight: 1.1 },
  '& small': { display: 'block', fontSize: '$xs', color: '$inkSoft' },
});
const Bars = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$1', fontSize: '$xs' });
const Bar = styled('li', {
  display: 'grid',
  gridTemplateColumns: '0.5rem 1fr 0.6rem',
  '& > .visually-hidden': { position: 'absolute' },
  alignItems: 'center',
  gap: '$2',
  '& > span:last-child': { textAlign: 'end', color: '$inkSoft' },
});
const Track = styled('span', {
  height: 6,
  borderRadius: '$pill',
  backgroundColor: '$line',
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', backgroundColor: '#f5a524' },
});
const List = styled('ol', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  padding: '$4 0',
  borderTop: '1px solid $line',
  '& header': { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap', fontSize: '$sm' },
  '& header strong': { marginInlineEnd: 'auto' },
  '& time, & .colour': { fontSize: '$xs', color: '$inkSoft' },
  '& p': { margin: '$2 0 0', fontSize: '$sm', lineHeight: 1.55 },
});
const Thumbs = styled('ul', {
  listStyle: 'none',
  margin: '$2 0 0',
  padding: 0,
  display: 'flex',
  gap: '$2',
  overflowX: 'auto',
  '& img': { width: '1.6rem', height: '0.8rem', objectFit: 'cover', borderRadius: '$sm', backgroundColor: '#f5f4f1' },
});
const Muted = styled('p', { margin: 0, color: '$inkSoft', fontSize: '$sm' });
const Strip = styled(Thumbs, { margin: '0 0 $4', '& img': { width: '2.4rem', height: '1.2rem' } });

/**
 * Reviews (machines/reviews.machine.ts): average, distribution bars, the list with "More reviews",
 * and customers' photos. Effects: ./reviews.actors.ts; tests pass their own `logic`.
 */
export function Reviews({ goodsId, logic = reviewsLogic }: { goodsId: number; logic?: typeof reviewsMachine }) {
  const { t } = useTranslation('product');
  const date = useFormatDate();
  const actor = useActorRef(logic, { input: { goodsId } });
  const view = useSelector(actor, reviewsView, shallowEqual);
  const { summary: head, items } = view;
  const photos = useLoad(`photos-${goodsId}`, (signal) => productApi.goodCommentImgs(goodsId, signal));

  return (
    <Section id="reviews" aria-labelledby="reviews-title" tabIndex={-1}>
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {view.loading && <Muted role="status">{t('loading')}</Muted>}
      {view.failed && <Muted role="alert">{t('reviews.failed')}</Muted>}
      {head && head.total === 0 && <Muted>{t('reviews.none')}</Muted>}
      {head && head.total > 0 && (
        <>
          <Summary>
            <Big>
              <strong>{head.average.toFixed(1)}</strong>
              <StarRating value={head.average} />
              <small>{t('reviews.basedOn', { count: head.total })}</small>
            </Big>
            <Bars aria-label={t('reviews.distribution')} role="list">
              {head.distribution.map((n, i) => {
                const stars = STAR_MAX - i;
                return (
                  <Bar key={stars}>
                    <span className="visually-hidden">{t('reviews.bar', { stars, n })}</span>
                    <span aria-hidden>{stars}★</span>
                    <Track aria-hidden>
                      <span style={{ width: `${head.total ? (n / head.total) * 100 : 0}%` }} />
                    </Track>
                    <span aria-hidden>{n}</span>
                  </Bar>
                );
              })}
            </Bars>
          </Summary>
          {photos.status === 'ready' && photos.data.length > 0 && <CustomerPhotos photos={photos.data} />}
          <List>
            {items.map((r) => (
              <Item key={r.id}>
                <article aria-label={r.name}>
                  <header>
                    <strong>
                      <bdi>{r.name}</bdi>
                    </strong>
                    <time dateTime={r.created_at}>{date(r.created_at, 'medium')}</time>
                  </header>
                  <StarRating value={r.rating} size="0.28rem" />
                  {r.color && <span className="colour"> {t('reviews.colour', { color: '\u2068' + r.color + '\u2069' })}</span>}
                  <p dir="auto">{r.content}</p>
                  {r.images.length > 0 && (
                    <Thumbs aria-label={t('reviews.photosOf', { name: r.name })}>
                      {r.images.map((src, i) => (
                        <li key={src + i}>
                          <img src={src} alt={t('reviews.photo', { index: i + 1 })} width={160} height={80} loading="lazy" decoding="async" />
                        </li>
                      ))}
                    </Thumbs>
                  )}
                </article>
              </Item>
            ))}
          </List>
          {view.moreFailed && <Muted role="alert">{t('reviews.failed')}</Muted>}
          {view.showMore && (
            <Button tone="secondary" block loading={view.loadingMore} onClick={() => actor.send({ type: 'reviews.more' })}>
              {t('reviews.more')}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}

function CustomerPhotos({ photos }: { photos: ReviewImage[] }) {
  const { t } = useTranslation('product');
  return (
    <>
      <h3 style={{ margin: '0 0 0.16rem', fontSize: '0.32rem' }}>{t('reviews.photos')}</h3>
      <Strip aria-label={t('reviews.photos')}>
        {photos.map((p, i) => (
          <li key={`${p.review_id}-${i}`}>
            <img src={p.url} alt={t('reviews.photo', { index: i + 1 })} width={240} height={120} loading="lazy" decoding="async" />
          </li>
        ))}
      </Strip>
    </>
  );
}
