import type { FastifyInstance } from 'fastify';
import { defineOrderSweep } from './services/orders/orders';
import { defineConversionForwarding } from './services/conversions/forward';
import { defineInstalmentSync } from './services/payments/instalments';
import { translatorOf } from './services/translate/registry';
import { defineTranslationSweep } from './services/translate/job';

/**
 * The shop's background work that is not a service's own, on the job queue (services/platform/jobs.ts),
 * each scheduled run once per cluster:
 * - `orders-sweep` (ORDER_SWEEP_MS): unpaid orders past their pay-by (card, wallet, pay in 4,
 *   bank transfer) cancelled and their stock released; refunds a provider could not send, again;
 * - `translate-sweep` (TRANSLATE_SWEEP_MS, with a translator): content's missing translations;
 * - `instalments-sync` (INSTALMENT_SYNC_MS): pay-in-4 instalments due, as the provider collects them;
 * - `conversion-forward` (with CONVERSION_FORWARD_URL): each recorded shop event to its network,
 *   retried with backoff.
 * The mailer defines its own (`mail-send` after each commit, `mail-sweep` every MAIL_SWEEP_MS).
 * Defined with every app; worked only where `app.jobs.start()` is called (main.ts).
 */
export function defineBackgroundWork(app: FastifyInstance): void {
  defineOrderSweep(app);
  defineConversionForwarding(app);
  defineInstalmentSync(app);
  const translator = translatorOf(app.config.translator);
  if (translator) defineTranslationSweep(app, translator, app.config.translateSweepMs);
}
