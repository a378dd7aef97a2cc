import type { GoodsDetail } from '../../../contract/catalog';
import { firstScreenKeys } from '../../../contract/first-screen';
import { takeFirstScreen } from '../../api/first-screen';
import { productApi } from './product.api';

/**
 * What the product page has before its first render when the app opens on it: the product asked
 * for while the app boots (so the picture does not wait for the first render), or the product the
 * server drew in the first screen (the page takes that screen over without asking again).
 */
const early = new Map<number, Promise<GoodsDetail>>();
const sent = new Map<number, GoodsDetail>();

/**
 * Starts loading the product of a /goods-detail/{id} address as soon as the page's code runs
 * (the app preloads that code while it boots); a product the server sent with the page is kept.
 */
export function prefetchDetail(pathname: string): void {
  const id = Number(/^\/goods-detail\/(\d+)\/?$/.exec(pathname)?.[1]);
  if (!id || early.has(id)) return;
  const given = takeFirstScreen<GoodsDetail>(firstScreenKeys.goodsDetail(id));
  if (given) {
    sent.set(id, given);
    early.set(id, Promise.resolve(given));
    return;
  }
  const p = productApi.goodsDetail(id);
  p.catch(() => {
    /* the page's own read reports it */
  });
  early.set(id, p);
}

/** The product `id` asked for while the app booted, handed to the page's first read, once. */
export function takeEarlyDetail(id: number): Promise<GoodsDetail> | undefined {
  const p = early.get(id);
  early.delete(id);
  return p;
}

/** The product `id` the server sent with the page, once: the page draws it in its first render. */
export function takeSentDetail(id: number): GoodsDetail | undefined {
  const given = sent.get(id);
  sent.delete(id);
  return given;
}
