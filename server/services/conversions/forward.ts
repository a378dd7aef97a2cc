import type { FastifyBaseLogger } from 'fastify';
import type { ConversionsConfig } from '../../config';
import type { RecordedEvent } from './events';

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

/**
 * Forwards an event without making anyone wait for it: the request has been answered (or the
 * order committed); a failure is logged, never retried and never turned into an error.
 */
export function forwardLater(forwarder: ConversionForwarder, log: FastifyBaseLogger, event: RecordedEvent | null): void {
  if (!event || forwarder === noForwarding) return;
  forwarder.forward(event).catch((err: unknown) => log.warn({ err, network: event.network, eventId: event.id }, 'conversion forward failed'));
}
