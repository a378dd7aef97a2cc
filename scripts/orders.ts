/**
 * `npm run orders -- <command> [order] [options]`: the operator's tool on the configured database
 * (DATABASE_URL, else the PGlite directory DATA_DIR, default ./data). It goes through the same
 * code as the admin endpoints (server/services/orders/order-admin.ts): the same transitions, events,
 * mails and read-cache drops (with REDIS_URL, running servers drop their entries too).
 *
 *   list [--status paid] [--limit 20]     newest orders
 *   show <order>                          one order with its events
 *   pay <order>                           the money arrived (bank transfer): pending_payment -> paid
 *   advance <order>                       the next step: pending_payment -> paid -> processing -> (ship) -> delivered
 *   ship <order> --carrier UPS --tracking 1Z999 [--location "Los Angeles, CA"]   (a paid order is processed first)
 *   deliver <order> [--location ...]
 *   cancel <order>                        unpaid or paid: cancelled, stock released, a paid order's money refunded
 *                                         (sent at once by the card, wallet and pay in 4 providers; by hand for bank transfers)
 *   adjust <order> --total 99.5           a new amount (a raise after payment is a price difference to pay, a cut below it is refunded)
 *   refunded <order>                      the shop sent the order's pending refunds by hand (a bank transfer back)
 *   sweep                                 cancel unpaid orders past their pay_by now, and send refunds still waiting
 *   read-prescription <order> <line> --sph-r=-2.25 [--cyl-r=-0.5 --axis-r 180] [--add-r 2] --sph-l=... --pd 64 (or --pd-r 32 --pd-l 32)
 *                                         (a negative value after `=`, so it is not read as an option)
 *                                         the prescription read from a line's photo (the configurator's rules); until then the order cannot ship
 *
 * <order> is an order number (OS2611-ABC123) or an id. PGlite is one process's database: with the
 * embedded database, stop the server first (or use the admin endpoint while it runs).
 */
import { ORDERS_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(ORDERS_CLI, async () => (await import('./lib/orders-commands')).ordersCommand);
