import type { I18n } from '../i18n/runtime';
import { I18nProvider } from '../i18n/react';
import { Router } from 'wouter';
import { SessionProvider } from './session/session-provider';
import { CartProvider } from '../features/cart/cart-provider';
import { WishlistProvider } from '../features/wishlist/wishlist-provider';
import { CurrencyProvider } from '../features/currency/currency-provider';
import { OverlaysProvider } from './overlays/overlays-provider';
import { ToastProvider } from './toasts/toast-provider';
import { Shell } from './shell/shell';
import { AppRoutes } from './router';
import { NavigationSlot } from './navigation';
import { EmailPopupTimer } from '../features/engagement/email-popup-timer';
import { QuestionnairePromoRunner } from '../features/engagement/questionnaire-promo-runner';

/**
 * The root: i18n, then the long-lived actors (session first: everything else follows its token),
 * then the shell around the routes.
 */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <Router>
        <NavigationSlot />
        <ToastProvider>
          <SessionProvider>
            <CartProvider>
              <WishlistProvider>
                <CurrencyProvider>
                  <OverlaysProvider>
                    <EmailPopupTimer />
                    <QuestionnairePromoRunner />
                    <Shell>
                      <AppRoutes />
                    </Shell>
                  </OverlaysProvider>
                </CurrencyProvider>
              </WishlistProvider>
            </CartProvider>
          </SessionProvider>
        </ToastProvider>
      </Router>
    </I18nProvider>
  );
}
