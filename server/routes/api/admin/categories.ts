import type { FastifyInstance } from 'fastify';
import { adminNavPaths, adminNavPatterns } from '../../../../contract/admin-storefront-nav';
import { said } from '../../../../contract/messages';
import {
  categoryInputSchema,
  categoryOrderSchema,
  categoryParamsSchema,
  categoryPatchSchema,
  type CategoryInput,
  type CategoryOrderInput,
  type CategoryParams,
  type CategoryPatch,
} from '../../../../contract/schemas/admin-storefront-nav';
import { adminCategoryTreeReply } from '../../../../contract/schemas/replies/admin-storefront-nav';
import { replies } from '../../../openapi/replies';
import { createCategory, deleteCategory, listCategoryTree, reorderCategories, updateCategory } from '../../../services/catalog-admin/categories';

/**
 * api/admin/categories: the console's category tree (catalogue.manage), every change in the audit
 * log and seen by shoppers at once (the read cache is dropped in every process). Each answer is
 * the whole tree, depth first.
 */
export default async function adminCategoryRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'catalogue.manage' } as const;

  app.get(
    `/${adminNavPaths.categories}`,
    {
      schema: { summary: 'The category tree, depth first, with products and subcategories counted', tags, response: replies(adminCategoryTreeReply) },
      config,
    },
    async (_req, reply) => reply.ok(await listCategoryTree(app.db)),
  );

  app.post<{ Body: CategoryInput }>(
    `/${adminNavPaths.categories}`,
    {
      schema: {
        summary: 'A new category, last among its siblings, with its entry in the shop menu',
        description: 'An empty slug is made from the name (made unique); a slug given and taken is a 422 on slug.',
        tags,
        body: categoryInputSchema,
        response: replies(adminCategoryTreeReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await createCategory(app, req.staff, req.body), said('categorySaved')),
  );

  app.post<{ Body: CategoryOrderInput }>(
    `/${adminNavPaths.categoryOrder}`,
    {
      schema: {
        summary: 'Orders the subcategories of parent_id (null: the top level): every one of them, once',
        description: 'A list that is not the siblings the server has (one added or moved meanwhile) is a 409.',
        tags,
        body: categoryOrderSchema,
        response: replies(adminCategoryTreeReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await reorderCategories(app, req.staff, req.body), said('categorySaved')),
  );

  app.patch<{ Params: CategoryParams; Body: CategoryPatch }>(
    `/${adminNavPatterns.category}`,
    {
      schema: {
        summary: 'Renames, moves (parent_id), hides or shows a category: only the fields sent change',
        description:
          'A move under itself or one of its own subcategories is a 422 on parent_id. Hidden: out of the shop menus and category lists, its products still reachable.',
        tags,
        params: categoryParamsSchema,
        body: categoryPatchSchema,
        response: replies(adminCategoryTreeReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updateCategory(app, req.staff, req.params.id, req.body), said('categorySaved')),
  );

  app.delete<{ Params: CategoryParams }>(
    `/${adminNavPatterns.category}`,
    {
      schema: {
        summary: 'Deletes an empty category (409 with the counts while it holds products or subcategories)',
        tags,
        params: categoryParamsSchema,
        response: replies(adminCategoryTreeReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await deleteCategory(app, req.staff, req.params.id), said('categoryDeleted')),
  );
}
