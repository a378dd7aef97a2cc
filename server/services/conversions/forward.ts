import type { FastifyInstance } from 'fastify';
import type { ConversionsConfig } from '../../config';
import { and, eq, inArray } from 'drizzle-orm';
import { conversionEvents } from '../../db/schema';
import { recordedEvent, type RecordedEvent } from './events';

/**
 * Where recorded shop events go besides the shop's own table. The default, 'none', sends nothing
 * anywhere; 'http' posts each event as JSON to CONVERSION_FORWARD_URL with CONVERSION_FORWARD_KEY
 * as a bearer token. A real network's API is one more adapter here.
 */
export interface ConversionForwarder {
  readonly name: string;
  forward(event: RecordedEvent): Promise<void>;
}

export const noForwarding: ConversionForwarder = { name: 'none', forward: async () => {} };

export function httpForwarder(url: string, key: string, fetchImpl: typeof fetch = fetch): ConversionForwarder {
  return {
    name: 'http',
    async forward(event) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(`conversion forward answered ${res.status}`);
    },
  };
}

export function forwarderOf(config: ConversionsConfig): ConversionForwarder {
  return config.forward ? httpForwarder(config.forward.url, config.forward.key) : noForwarding;
}

/** The queue that forwards recorded events (retried with backoff while the network refuses or is down). */
export const CONVERSION_FORWARD_JOB = 'conversion-forward';

type ForwardApp = Pick<FastifyInstance, 'db' | 'jobs' | 'config' | 'log'>;

/**
 * With a forwarding adapter configured, defines its job: the event (read again by id, as it was
 * recorded) goes to the network; a refusal or a network down is tried again with backoff (5
 * more times), then kept as a failed job. Without one: nothing.
 */
export function defineConversionForwarding(app: ForwardApp, forwarder: ConversionForwarder = forwarderOf(app.config.conversions)): void {
  if (forwarder === noForwarding) return;
  app.jobs.define(
    CONVERSION_FORWARD_JOB,
    async ({ eventId }: { eventId: number }) => {
      const event = await recordedEvent(app.db, eventId);
      if (event) await forwarder.forward(event);
    },
    { retryLimit: 5, retryDelay: 5 },
  );
}

/**
 * Forwards an event without making anyone wait for it: a job of the queue, sent once the event is
 * recorded (a process that dies meanwhile leaves it to another); a failure is logged, never
 * turned into an error of the request.
 */
export function forwardLater(app: ForwardApp, event: RecordedEvent | null): void {
  if (!event || !app.config.conversions.forward) return;
  app.jobs
    .send(CONVERSION_FORWARD_JOB, { eventId: event.id })
    .catch((err: unknown) => app.log.warn({ err, network: event.network, eventId: event.id }, 'conversion forward not queued'));
}

/**
 * After orders were paid (each purchase recorded in its payment's transaction, recordPurchase):
 * their purchases go to the network too, by the same job.
 */
export async function forwardPurchases(app: ForwardApp, orderIds: number[]): Promise<void> {
  if (!app.config.conversions.forward || !orderIds.length) return;
  const events = await app.db
    .select({ id: conversionEvents.id })
    .from(conversionEvents)
    .where(and(eq(conversionEvents.event, 'purchase'), inArray(conversionEvents.orderId, orderIds)));
  for (const e of events) await app.jobs.send(CONVERSION_FORWARD_JOB, { eventId: e.id });
}
