import type { ComponentType } from 'react';
import { lazyPart, withStrings } from '../lazy-page';
import type { PartTiming } from '../page-part';
import type { OverlayContentProps, OverlayName } from './overlay-types';

type OverlayComponent = ComponentType<OverlayContentProps>;
type OverlayModule = { default: OverlayComponent };

/**
 * An overlay's content, loaded when it first opens: like a page, it says so with Retry (and Close)
 * when its code has not come within PAGE_PART_TIMEOUT_MS or could not be loaded (spec section 8),
 * instead of leaving the overlay empty. `timing` is for tests.
 */
export function lazyOverlay(name: string, load: () => Promise<OverlayModule>, timing?: PartTiming): OverlayComponent {
  return lazyPart<OverlayContentProps>(name, load, { ...timing, closeWith: (p) => p.onClose }).Component;
}

/** An export of a module that is not its default, as one. */
const named =
  <K extends string>(load: () => Promise<Record<K, OverlayComponent>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));

/**
 * Which component shows each overlay: the one table, read only by the host. Contents are lazy so
 * the first screen ships none of them; an overlay named in machines/overlays.machine.ts but absent
 * here shows nothing.
 */
const table: Partial<Record<OverlayName, OverlayComponent>> = {
  menu: lazyOverlay('menu', () => import('../shell/menu/menu-dialog')),
  search: lazyOverlay('search', () => import('../shell/search/search-dialog')),
  // The sign-in words come with the dialog, not with the first screen.
  login: lazyOverlay(
    'login',
    withStrings(['auth'], () => import('./login-overlay')),
  ),
  // The coupon words travel with the catalogue group (the strip on home shows them too).
  coupon: lazyOverlay(
    'coupon',
    withStrings(['catalogue'], () => import('../../features/coupons/coupon-dialog')),
  ),
  'email-catalogue': lazyOverlay(
    'email-catalogue',
    withStrings(['popups'], () => import('../../features/engagement/email-catalogue-dialog')),
  ),
  'questionnaire-promo': lazyOverlay(
    'questionnaire-promo',
    withStrings(['popups'], () => import('../../features/engagement/questionnaire-promo-dialog')),
  ),
  'questionnaire-iframe': lazyOverlay(
    'questionnaire-iframe',
    withStrings(['popups'], () => import('../../features/engagement/questionnaire-iframe')),
  ),
  // The address form's pickers (features/address/address-form.tsx opens them).
  'country-picker': lazyOverlay(
    'country-picker',
    named(() => import('../../features/address/region-pickers'), 'CountryPicker'),
  ),
  'state-picker': lazyOverlay(
    'state-picker',
    named(() => import('../../features/address/region-pickers'), 'StatePicker'),
  ),
};

export function overlayComponent(name: OverlayName): OverlayComponent | undefined {
  return table[name];
}
