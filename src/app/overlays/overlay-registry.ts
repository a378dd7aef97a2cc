import { lazy, type ComponentType } from 'react';
import type { OverlayName, OverlayProps } from '../../../machines/overlays.machine';
import { withCatalogues } from '../lazy-page';

/** What the host hands to an overlay's content. */
export interface OverlayContentProps {
  props: OverlayProps;
  /** True while the menu fades out: the content stays for the fade, hidden from assistive tech. */
  closing: boolean;
  onClose(): void;
}

type OverlayComponent = ComponentType<OverlayContentProps>;

/**
 * Which component shows each overlay. Contents are lazy so the first screen ships none of them.
 * Features that own an overlay (coupon, country picker...) add theirs with registerOverlay.
 */
const registry: Partial<Record<OverlayName, OverlayComponent>> = {
  menu: lazy(() => import('../shell/menu/menu-dialog')),
  search: lazy(() => import('../shell/search/search-dialog')),
  // The sign-in words come with the dialog, not with the first screen.
  login: lazy(withCatalogues(['auth'], () => import('./login-overlay'))),
  // The coupon words travel with the catalogue group (the strip on home shows them too).
  coupon: lazy(withCatalogues(['catalogue'], () => import('../../features/coupons/coupon-dialog'))),
  'email-catalogue': lazy(withCatalogues(['popups'], () => import('../../features/engagement/email-catalogue-dialog'))),
  'questionnaire-promo': lazy(withCatalogues(['popups'], () => import('../../features/engagement/questionnaire-promo-dialog'))),
  'questionnaire-iframe': lazy(withCatalogues(['popups'], () => import('../../features/engagement/questionnaire-iframe'))),
};

export function registerOverlay(name: OverlayName, component: OverlayComponent): void {
  registry[name] = component;
}

export function overlayComponent(name: OverlayName): OverlayComponent | undefined {
  return registry[name];
}
