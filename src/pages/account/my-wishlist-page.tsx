import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { WishItem } from '../../../contract/entities';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { showToast } from '../../app/app-actors';
import { WishlistContext } from '../../features/wishlist/wishlist-context';
import { useWishItems } from '../../features/wishlist/selectors';
import { wishlistView } from '../../features/wishlist/wishlist.view';
import { Button } from '../../components/button';
import { ActionLink } from '../../components/action-link';
import { GoodsPrice } from '../../features/catalog/goods-price';
import { HeartButton } from '../../features/wishlist/heart-button';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../../features/catalog/goods-card';
import { QuickAdd } from '../../features/cart/quick-add';

const Page = styled('section', { padding: '$4 $4 $7', '& h1': { margin: '0 0 $4', fontSize: '$xl' } });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: '2.6rem 1fr auto',
  gap: '$3',
  alignItems: 'start',
  padding: '$3',
  borderRadius: '$lg',
  boxShadow: '$card',
  '& img': { width: '100%', height: 'auto', borderRadius: '$md', backgroundColor: '#f5f4f1' },
  '& h2': { margin: '0 0 $1', fontSize: '$sm', fontWeight: 600 },
  '& h2 a': { color: '$ink', textDecoration: 'none' },
  '& .actions': { gridColumn: '2 / 4', display: 'flex', gap: '$2', flexWrap: 'wrap', alignItems: 'center' },
  '& .muted': { color: '$inkSoft', fontSize: '$xs', margin: 0 },
});
const Empty = styled('div', { textAlign: 'center', padding: '$7 0', '& p': { color: '$inkSoft' } });

/**
 * /account/my-wishlist: the wished goods, each with its heart (remove) and Add to cart (./quick-add.tsx).
 * A heart's `cancel` (removed, spec section 4) takes its row away with the wishlist; the page says
 * which frame left and keeps the keyboard's place on the page's heading, as the focused heart is gone.
 */
export default function MyWishlistPage() {
  const { t } = useTranslation('wishlist');
  const items = useWishItems();
  const heading = useRef<HTMLHeadingElement>(null);
  const removed = useCallback((name: string) => {
    showToast('success', { key: 'wishlist:page.removed', values: { name } });
    heading.current?.focus();
  }, []);
  const status = WishlistContext.useSelector((s) => wishlistView(s).status);
  const wishlist = WishlistContext.useActorRef();
  useEffect(() => {
    if (wishlistView(wishlist.getSnapshot()).unloaded) wishlist.send({ type: 'wishlist.load' });
  }, [wishlist]);

  return (
    <Page aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" ref={heading} tabIndex={-1}>
        {t('page.title')}
      </h1>
      {status === 'loading' && items.length === 0 && <p role="status">{t('common:loading')}</p>}
      {status === 'failed' && items.length === 0 && (
        <div role="alert">
          <p>{t('page.failed')}</p>
          <Button onClick={() => wishlist.send({ type: 'wishlist.load' })}>{t('common:retry')}</Button>
        </div>
      )}
      {status === 'ready' && items.length === 0 && (
        <Empty>
          <p>{t('page.empty')}</p>
          <ActionLink href={routes.home}>{t('page.browse')}</ActionLink>
        </Empty>
      )}
      {items.length > 0 && (
        <List aria-label={t('page.title')}>
          {items.map((item) => (
            <WishRow key={item.goods_id} item={item} onRemoved={removed} />
          ))}
        </List>
      )}
    </Page>
  );
}

function WishRow({ item, onRemoved }: { item: WishItem; onRemoved(name: string): void }) {
  const { t } = useTranslation('wishlist');
  const nameId = `wish-${item.goods_id}`;
  const { name } = item;
  const heartRemoved = useCallback(() => onRemoved(name), [name, onRemoved]);
  const href = routes.goodsDetail(item.goods_id);

  return (
    <Row aria-labelledby={nameId}>
      <Link href={href} tabIndex={-1} aria-hidden="true">
        <img src={item.img} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} loading="lazy" />
      </Link>
      <div>
        <h2 id={nameId}>
          <Link href={href}>{item.name}</Link>
        </h2>
        <GoodsPrice fields={{ ...item, ladder_price: [] }} size="sm" />
        {!item.in_stock && <p className="muted">{t('page.outOfStock')}</p>}
      </div>
      <HeartButton goodsId={item.goods_id} onRemoved={heartRemoved} />
      <div className="actions">
        <QuickAdd goodsId={item.goods_id} name={item.name} describedBy={nameId} />
      </div>
    </Row>
  );
}
