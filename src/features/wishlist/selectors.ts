import type { WishItem } from '../../../contract/entities';
import { WishlistContext } from './wishlist-context';
import { wishlistView } from './wishlist.view';

/** The wished goods ids (hearts start from these). */
export function useWishedIds(): number[] {
  return WishlistContext.useSelector((s) => wishlistView(s).ids);
}

export function useIsWished(goodsId: number): boolean {
  return WishlistContext.useSelector((s) => wishlistView(s).ids.includes(goodsId));
}

export function useWishItems(): WishItem[] {
  return WishlistContext.useSelector((s) => wishlistView(s).items);
}

export function useWishlistLoading(): boolean {
  return WishlistContext.useSelector((s) => wishlistView(s).loading);
}
