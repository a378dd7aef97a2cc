import { date } from 'yup';
import { obj, int, listOf, str, word } from './shape';

/**
 * Replies of the operator's, the probes' and the test-only endpoints. Their TS types live in
 * server/ (services' return types), so the agreement is checked in the route files.
 */

/** GET healthz (outside the envelope) */
export const healthReply = obj({ status: word(['ok'] as const) });

/** GET readyz (outside the envelope; 503 with the same shape naming what failed) */
export const readinessReply = obj({
  status: word(['ready', 'not ready'] as const),
  checks: obj({ database: str(), migrations: str(), redis: str().optional(), process: str().optional() }),
});

/** api/dev/outbox: the mails stored for one address. */
export const outboxMailReply = obj({
  id: int(),
  to: str(),
  subject: str(),
  text: str(),
  html: str().nullable(),
  kind: str(),
  createdAt: date().defined(),
});

/** api/dev/stock */
export const devStockReply = obj({ variant_id: int(), goods_id: int(), stock_qty: int() });

/** api/dev/page: the page written, its version and its address. */
export const devPageReply = obj({ slug: str(), version: int(), path: str() });

/** api/dev/questionnaires/end: the ids of the questionnaires it ended. */
export const devEndQuestionnairesReply = obj({ ended: listOf(int()) });
