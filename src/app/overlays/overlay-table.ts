import { lazy, type ComponentType } from 'react';
import { withStrings } from '../lazy-page';
import type { OverlayContentProps, OverlayName } from './overlay-types';

type OverlayComponent = ComponentType<OverlayContentProps>;

/**
 * Which component shows each overlay: the one table, read only by the host. Contents are lazy so
 * the first screen ships none of them; an overlay named in machines/overlays.machine.ts but absent
 * here shows nothing.
 */
const table: Partial<Record<OverlayName, OverlayComponent>> = {
  menu: lazy(() => import('../shell/menu/menu-dialog')),
  search: lazy(() => import('../shell/search/search-dialog')),
  // The sign-in words come with the dialog, not with the first screen.
  login: lazy(withStrings(['auth'], () => import('./login-overlay'))),
  // The coupon words travel with the catalogue group (the strip on home shows them too).
  coupon: lazy(withStrings(['catalogue'], () => import('../../features/coupons/coupon-dialog'))),
  'email-catalogue': lazy(withStrings(['popups'], () => import('../../features/engagement/email-catalogue-dialog'))),
  'questionnaire-promo': lazy(withStrings(['popups'], () => import('../../features/engagement/questionnaire-promo-dialog'))),
  'questionnaire-iframe': lazy(withStrings(['popups'], () => import('../../features/engagement/questionnaire-iframe'))),
  // The address form's pickers (features/address/address-form.tsx opens them).
  'country-picker': lazy(() => import('../../features/address/region-pickers').then((m) => ({ default: m.CountryPicker }))),
  'state-picker': lazy(() => import('../../features/address/region-pickers').then((m) => ({ default: m.StatePicker }))),
};

export function overlayComponent(name: OverlayName): OverlayComponent | undefined {
  return table[name];
}
