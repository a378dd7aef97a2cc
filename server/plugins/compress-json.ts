import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a reply goes as it is: compressing it saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON replies of a kilobyte and more (goods lists, price lists, posts) are compressed when the
 * client accepts it: brotli (quality 4, fast) or gzip, off the event loop. Documents and assets
 * are compressed ahead of time (plugins/static.ts); a reply that already has an encoding is left alone.
 */
export const compressJsonPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    // A string (serialized now) or a Buffer (a cached read's bytes, serialized once).
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (!encoding) return payload;
    const body =
      encoding === 'br' ? await brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzip(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
});
