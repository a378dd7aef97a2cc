import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers, set once for every reply. Documents (the app, its assets, the sandbox pages)
 * get the full set. Stitches injects its rules into one <style> element and has no nonce support,
 * hence 'unsafe-inline' for styles only; scripts stay 'self'. The live room's player feeds HLS to the
 * video element through Media Source Extensions (hls.js), whose source is a blob: URL. The camera is ours to ask for
 * (the try-on; permissions policy: self).
 */
const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The one document the try-on's face model runs in (routes/try-on/model-frame.ts): our scripts
 * only, which may compile WebAssembly and evaluate code (Emscripten's embind needs `new Function`);
 * it loads nothing else, and only the shop may frame it.
 */
export const TRY_ON_FRAME_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'none'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

const headers = {
  'content-security-policy': csp,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
};

/**
 * A JSON reply is never rendered as a page, so a document's policy (scripts, styles, referrer,
 * permissions) means nothing there: it gets the short set OWASP gives for APIs. Nothing may load,
 * frame or sniff it. Half a kilobyte less on every API reply.
 */
const jsonHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every reply, and a promise per reply shows in throughput.
  app.addHook('onSend', (_req, reply, payload, done) => {
    // A route that set its own policy (the try-on's model frame) keeps it.
    const own = reply.getHeader('content-security-policy');
    reply.headers(isJson(reply.getHeader('content-type')) ? jsonHeaders : headers);
    if (own) reply.header('content-security-policy', own);
    done(null, payload);
  });
});
