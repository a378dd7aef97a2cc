import type { FastifyInstance } from 'fastify';
import { adminNavPaths, adminNavPatterns } from '../../../../contract/admin-storefront-nav';
import { said } from '../../../../contract/messages';
import {
  hotSearchInputSchema,
  hotSearchOrderSchema,
  hotSearchParamsSchema,
  hotSearchPatchSchema,
  navColumnParamsSchema,
  navItemInputSchema,
  navItemParamsSchema,
  navItemPatchSchema,
  navOrderSchema,
  type HotSearchInput,
  type HotSearchOrderInput,
  type HotSearchParams,
  type HotSearchPatch,
  type NavColumnParams,
  type NavItemInput,
  type NavItemParams,
  type NavItemPatch,
  type NavOrderInput,
} from '../../../../contract/schemas/admin-storefront-nav';
import { adminNavigationReply } from '../../../../contract/schemas/replies/admin-storefront-nav';
import { replies } from '../../../openapi/replies';
import {
  createHotSearch,
  createNavItem,
  deleteHotSearch,
  deleteNavItem,
  readNavigation,
  reorderHotSearches,
  reorderNavItems,
  updateHotSearch,
  updateNavItem,
} from '../../../services/shop/navigation-admin';

/**
 * api/admin/navigation and api/admin/hot-searches: the shop's menu (column 5), footer (column 2)
 * and popular searches, edited in the console (catalogue.manage). Every change is in the audit log
 * and reaches shoppers at once (api/column and api/goods/hotSearch are dropped from the read cache
 * in every process). Each answer is the whole AdminNavigation.
 */
export default async function adminNavigationRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'catalogue.manage' } as const;
  const response = replies(adminNavigationReply);
  const saved = said('navSaved');

  app.get(
    `/${adminNavPaths.navigation}`,
    { schema: { summary: 'The menu (column 5), the footer (column 2), hidden entries too, and the popular searches', tags, response }, config },
    async (_req, reply) => reply.ok(await readNavigation(app.db)),
  );

  app.post<{ Params: NavColumnParams; Body: NavItemInput }>(
    `/${adminNavPatterns.navItems}`,
    {
      schema: {
        summary: 'A new entry of the menu (5) or the footer (2), last among its siblings',
        description: 'The link: a path of the shop (/…) or an https address.',
        tags,
        params: navColumnParamsSchema,
        body: navItemInputSchema,
        response,
      },
      config,
    },
    async (req, reply) => reply.ok(await createNavItem(app, req.staff, req.params.column, req.body), saved),
  );

  app.post<{ Params: NavColumnParams; Body: NavOrderInput }>(
    `/${adminNavPatterns.navOrder}`,
    {
      schema: {
        summary: 'Orders the entries under parent_id (null: the top) of a column: every one of them, once',
        description: 'A list that is not the siblings the server has is a 409.',
        tags,
        params: navColumnParamsSchema,
        body: navOrderSchema,
        response,
      },
      config,
    },
    async (req, reply) => reply.ok(await reorderNavItems(app, req.staff, req.params.column, req.body), saved),
  );

  app.patch<{ Params: NavItemParams; Body: NavItemPatch }>(
    `/${adminNavPatterns.navItem}`,
    {
      schema: {
        summary: 'Renames, relinks, moves (parent_id), hides or shows an entry: only the fields sent change',
        tags,
        params: navItemParamsSchema,
        body: navItemPatchSchema,
        response,
      },
      config,
    },
    async (req, reply) => reply.ok(await updateNavItem(app, req.staff, req.params.column, req.params.id, req.body), saved),
  );

  app.delete<{ Params: NavItemParams }>(
    `/${adminNavPatterns.navItem}`,
    { schema: { summary: 'Deletes an entry (its entries move up to its parent)', tags, params: navItemParamsSchema, response }, config },
    async (req, reply) => reply.ok(await deleteNavItem(app, req.staff, req.params.column, req.params.id), saved),
  );

  app.post<{ Body: HotSearchInput }>(
    `/${adminNavPaths.hotSearches}`,
    {
      schema: {
        summary: 'A new popular search, last (without a link: the search for its words)',
        tags,
        body: hotSearchInputSchema,
        response,
      },
      config,
    },
    async (req, reply) => reply.ok(await createHotSearch(app, req.staff, req.body), saved),
  );

  app.post<{ Body: HotSearchOrderInput }>(
    `/${adminNavPaths.hotSearchOrder}`,
    {
      schema: { summary: 'Orders the popular searches: every one, once (409 when the list changed)', tags, body: hotSearchOrderSchema, response },
      config,
    },
    async (req, reply) => reply.ok(await reorderHotSearches(app, req.staff, req.body), saved),
  );

  app.patch<{ Params: HotSearchParams; Body: HotSearchPatch }>(
    `/${adminNavPatterns.hotSearch}`,
    { schema: { summary: 'Renames or relinks a popular search', tags, params: hotSearchParamsSchema, body: hotSearchPatchSchema, response }, config },
    async (req, reply) => reply.ok(await updateHotSearch(app, req.staff, req.params.id, req.body), saved),
  );

  app.delete<{ Params: HotSearchParams }>(
    `/${adminNavPatterns.hotSearch}`,
    { schema: { summary: 'Deletes a popular search', tags, params: hotSearchParamsSchema, response }, config },
    async (req, reply) => reply.ok(await deleteHotSearch(app, req.staff, req.params.id), saved),
  );
}
