import { createContext, useContext } from 'react';
import type { GoodsCard, GoodsDetail, ReviewImage, ReviewPage } from '../../../contract/catalog';
import type { CartLine } from '../../../contract/entities';
import { takeFirstScreen } from '../../api/first-screen';
import { firstScreenKeys } from '../../../contract/first-screen';
import { cartApi } from '../../api/cart';
import { productApi } from '../../api/product';

/** The calls the product page makes; component tests provide in-memory ones. */
export interface ProductCalls {
  goodsDetail(id: number, signal?: AbortSignal): Promise<GoodsDetail>;
  recommendation(goodsId: number, signal?: AbortSignal): Promise<GoodsCard[]>;
  goodComments(goodsId: number, page: number, signal?: AbortSignal): Promise<ReviewPage>;
  goodCommentImgs(goodsId: number, signal?: AbortSignal): Promise<ReviewImage[]>;
  addCart(input: { goods_id: number; variant_id: number; qty: number }): Promise<CartLine[]>;
  stockNotify(input: { goods_id: number; variant_id: number; email: string }): Promise<unknown>;
  /** The product the server sent with the page (its first screen), once: the page draws it at once. */
  sentWithPage?(id: number): GoodsDetail | undefined;
}

/** A detail asked for before the page first draws, handed to the first reader. */
const early = new Map<number, Promise<GoodsDetail>>();
/** A detail the server sent with the page. */
const sent = new Map<number, GoodsDetail>();

/**
 * Starts loading the product of a /goods-detail/{id} address as soon as the page's code runs
 * (the app preloads that code while it boots), so the picture does not wait for the first render.
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

const apiCalls: ProductCalls = {
  goodsDetail: (id, signal) => {
    const p = early.get(id);
    if (p) {
      early.delete(id);
      return p;
    }
    return productApi.goodsDetail(id, signal);
  },
  recommendation: (id, signal) => productApi.recommendation(id, signal),
  goodComments: (id, page, signal) => productApi.goodComments(id, page, signal),
  goodCommentImgs: (id, signal) => productApi.goodCommentImgs(id, signal),
  addCart: (input) => cartApi.addCart(input),
  stockNotify: (input) => productApi.stockNotify(input),
  sentWithPage: (id) => {
    const given = sent.get(id);
    sent.delete(id);
    return given;
  },
};

export const ProductCallsContext = createContext<ProductCalls>(apiCalls);

export function useProductCalls(): ProductCalls {
  return useContext(ProductCallsContext);
}
