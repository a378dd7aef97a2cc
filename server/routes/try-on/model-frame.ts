import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { mediaReply } from '../../openapi/replies';
import { TRY_ON_FRAME_CSP } from '../../plugins/security-headers';

/**
 * GET try-on/model-frame: an empty document, loaded in a hidden iframe when try-on opens, that the
 * app puts the face model's script into (MediaPipe Face Mesh, from our own /assets). Its wasm glue
 * (Emscripten's embind) builds functions with `new Function`, which the shop's policy forbids: this
 * document alone allows it ('unsafe-eval'), still for scripts of our origin only, and nothing of
 * the shop runs in it. The shop's pages keep their policy.
 */
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Try-on model</title></head><body></body></html>';

export default async function tryOnModelFrameRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.tryOnModelFrame}`,
    {
      schema: {
        summary: 'The document the try-on face model runs in (HTML, its own CSP)',
        tags: ['try-on'],
        response: mediaReply('text/html', [200]),
      },
    },
    async (_req, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', TRY_ON_FRAME_CSP)
        .send(PAGE),
  );
}
