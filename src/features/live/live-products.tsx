import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { LiveAction, LiveProduct } from '../../../contract/live';
import { liveApi } from './live.api';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { GoodsPrice } from '../catalog/goods-price';
import { HeartButton } from '../wishlist/heart-button';
import { QuickAdd } from '../cart/quick-add';
import { useIsSignedIn } from '../../app/session/selectors';
import { useIsWished } from '../wishlist/selectors';
import { useCartLines } from '../cart/selectors';
import { Section } from './live-parts';
import { liveSocketView, type SocketRef } from './live-socket.view';
import { PICTURE_SIZES, ShopPicture } from '../../components/shop-picture';

const Products = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  '& li': { display: 'grid', gridTemplateColumns: '1.6rem 1fr', gap: '$3', alignItems: 'start' },
  '& img': { width: '1.6rem', height: '1.6rem', objectFit: 'contain', backgroundColor: '$canvas', borderRadius: '$md' },
  '& .name': { margin: 0, fontSize: '$sm', fontWeight: 600 },
  '& .tags': { display: 'flex', gap: '$2', alignItems: 'center', flexWrap: 'wrap', marginTop: '$1' },
  '& .tag': { fontSize: '$xs', fontWeight: 700, color: '$brand' },
  '& .soldout': { fontSize: '$xs', fontWeight: 700, color: '$danger' },
});

const priceFields = (p: LiveProduct) => ({
  price_type: p.special_price != null ? 2 : 1,
  price: p.price,
  special_price: p.special_price,
  ladder_price: [],
});

/** The products the room shows, each with its price, Add to cart and heart. */
export function ProductList({ socket }: { socket: SocketRef }) {
  const { t } = useTranslation('live');
  const products = useSelector(socket, (s) => liveSocketView(s).products);
  const signedIn = useIsSignedIn();
  const id = useId();
  if (!products.length) return null;
  return (
    <Section aria-labelledby={`${id}-products`}>
      <h3 id={`${id}-products`}>{t('products')}</h3>
      <Products>
        {products.map((p) => (
          <ProductRow key={p.id} product={p} socket={socket} signedIn={signedIn} listId={id} />
        ))}
      </Products>
    </Section>
  );
}

/** How many of a product the cart holds. */
const useInCart = (goodsId: number) => useCartLines().reduce((n, l) => (l.goods_id === goodsId ? n + l.qty : n), 0);

/**
 * Tells the room (POST api/live, like the shop events of app/tracking.ts: sent and forgotten) when the
 * shopper hearts, unhearts or adds the product while the popup shows it; the server broadcasts the
 * product's new wish count.
 */
function useTellRoom(socket: SocketRef, productId: number) {
  const wished = useIsWished(productId);
  const inCart = useInCart(productId);
  const seen = useRef({ wished, inCart });
  useEffect(() => {
    const before = seen.current;
    seen.current = { wished, inCart };
    const roomHref = socket.getSnapshot().context.roomHref;
    const tell = (action: LiveAction) => void liveApi.action(roomHref, action, productId).catch(() => {});
    if (wished !== before.wished) tell(wished ? 'wish' : 'unwish');
    if (inCart > before.inCart) tell('add_cart');
  }, [wished, inCart, socket, productId]);
}

function ProductRow({ product: p, socket, signedIn, listId: id }: { product: LiveProduct; socket: SocketRef; signedIn: boolean; listId: string }) {
  const { t } = useTranslation('live');
  useTellRoom(socket, p.id);
  return (
    <li>
      {p.photo ? <ShopPicture photo={p.photo} alt="" sizes={PICTURE_SIZES.liveProduct} /> : <img src={p.many_img[0]} alt="" width={62} height={62} />}
      <div>
        <p className="name" id={`${id}-p${p.id}`}>
          {p.name}
        </p>
        <GoodsPrice fields={priceFields(p)} size="sm" />
        <div className="tags">
          {p.pinned && <span className="tag">{t('pinned')}</span>}
          {p.true_qty <= 0 ? (
            <span className="soldout">{t('soldOut')}</span>
          ) : (
            <QuickAdd goodsId={p.id} name={p.name} describedBy={`${id}-p${p.id}`} />
          )}
          {signedIn && <HeartButton goodsId={p.id} />}
        </div>
      </div>
    </li>
  );
}
