import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { Code } from '../../contract/codes';
import { said } from '../../contract/messages';
import { createFirstScreen, encodedFor, type FirstScreenReply } from '../services/catalog/first-screen';
import { createPageHeads } from '../services/content/page-head';
import { errorBody } from './envelope';

const isApiPath = (url: string) => /^\/(api|index|ios|ws|socket\.io)(\/|$|\?)/i.test(url);
/** The back-office console's pages: its own document (admin.html), its router decides. */
const isConsolePath = (url: string) => /^\/admin(\/|$|\?)/.test(url);

/**
 * Serves the built app: hashed assets are immutable, index.html is revalidated every time, and
 * precompressed .br/.gz siblings are sent when the client accepts them. Every other GET that is
 * not an API path gets index.html, so the app's router decides (unknown paths go to /); the home,
 * category and product pages get it with their first screen drawn in (services/catalog/first-screen.ts),
 * the information pages, the blog's lists and posts with their title, description and canonical link, a post
 * with its first screen too (services/content/page-head.ts), and an unknown post or information page (the app's
 * not-found page) with status 404.
 * The console's pages (`/admin`, `/admin/…`) get admin.html, the console's own document.
 * A page is the same document whatever encodings the client accepts, none included (a load
 * balancer's probe, curl): a path ending in `/` (`/` itself, a directory) is a page, never a
 * directory for @fastify/static to refuse.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root;
  const index = root ? path.join(root, 'index.html') : undefined;
  const hasApp = !!index && fs.existsSync(index);
  const hasConsole = hasApp && fs.existsSync(path.join(root!, 'admin.html'));

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: root!,
      preCompressed: true,
      wildcard: true,
      index: false,
      // Directories are pages: without this, @fastify/static answers `/` with 403 when the client
      // accepts no encoding (it looks for a directory index), and with the document when it does.
      allowedPath: (pathName: string) => !pathName.endsWith('/'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  const firstScreen = hasApp ? createFirstScreen(app, root!) : null;
  const pageHeads = hasApp ? createPageHeads(app, root!) : null;

  app.setNotFoundHandler(async (req, reply) => {
    if (!hasApp || isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send(errorBody(Code.notFound, said('notFound')));
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (isConsolePath(req.url) && hasConsole) return reply.sendFile('admin.html');
    const withHead = await pageHeads!.render(req);
    // A fixed information page asked under /pages/ lives at its own path.
    if (withHead && 'redirect' in withHead)
      return reply.redirect(withHead.redirect + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''), 301);
    // In the language of the `lang` cookie; an unknown post or page is the app's document with a 404 (its not-found page).
    if (withHead) reply.code(withHead.status);
    const drawn: FirstScreenReply | null = withHead ? encodedFor(req, Buffer.from(withHead.html)) : await firstScreen!.render(req);
    if (!drawn) return reply.sendFile('index.html');
    if (drawn.status) reply.code(drawn.status);
    // The page depends on the language cookie as well as on the accepted encodings.
    reply.header('vary', 'accept-encoding, cookie');
    if (drawn.encoding) reply.header('content-encoding', drawn.encoding);
    return reply.send(drawn.body);
  });
});
