import type { IndexBlock } from '../../../contract/catalog';
import { createResource } from '../../app/shell/resources';
import { catalogApi } from '../catalog/catalog.api';

/** The home page blocks (api/index/indexBlocks?index) and the hero (…?top), fetched once per visit. */
export const homeBlocksResource = createResource<IndexBlock[]>(() => catalogApi.indexBlocks('index'));
export const heroBlocksResource = createResource<IndexBlock[]>(() => catalogApi.indexBlocks('top'));

/**
 * The coupons the coupon strip offers, in the operator's order: the items of the home blocks'
 * `coupons` block (the server puts it there, so the home page needs no request of its own for it).
 */
export function offeredCouponIds(blocks: readonly IndexBlock[]): number[] {
  return blocks.find((b) => b.kind === 'coupons')?.items.map((i) => i.id) ?? [];
}

/** The offered coupons' ids: from the home blocks already loaded on the home page, else loaded once for the visit. */
export async function loadOfferedCouponIds(): Promise<number[]> {
  return offeredCouponIds(await homeBlocksResource.load());
}
