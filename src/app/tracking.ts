import { SHOP_NETWORK, type ConversionEvent } from '../../contract/schemas/tracking';
import { trackingApi } from './tracking.api';

/** The app's shop events; a purchase is recorded by the server when the order is paid, never sent from here. */
type AppEvent = Exclude<ConversionEvent, 'purchase'>;

/**
 * Whether the shopper asked not to be tracked: Do Not Track ('1') or Global Privacy Control. Then
 * nothing is sent at all (the shop's own reports simply do not see those visits).
 */
export function trackingAllowed(nav: Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean } = navigator): boolean {
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

/**
 * Sends a shop event for the shop's own reports (SHOP_NETWORK), fire and forget: it never waits,
 * never shows an error and never throws; a failure (offline, rate limit) is dropped.
 */
export function track(event: AppEvent, goodsId: number): void {
  if (typeof navigator === 'undefined' || !trackingAllowed(navigator)) return;
  try {
    trackingApi.conversion(SHOP_NETWORK, { event, goods_id: goodsId }).catch(() => {});
  } catch {
    /* never let tracking break what the shopper is doing */
  }
}
