import type { WishItem } from '../../../contract/entities';
import { WishlistContext } from './wishlist-context';

/** The wished goods ids (hearts start from these). */
export function useWishedIds(): number[] {
  return WishlistContext.useSelector((s) => s.context.ids);
}

export function useIsWished(goodsId: number): boolean {
  return WishlistContext.useSelector((s) => s.context.ids.includes(goodsId));
}

export function useWishItems(): WishItem[] {
  return WishlistContext.useSelector((s) => s.context.items);
}

export function useWishlistLoading(): boolean {
  return WishlistContext.useSelector((s) => s.matches('loading'));
}
