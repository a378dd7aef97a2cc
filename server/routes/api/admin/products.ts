import type { FastifyInstance } from 'fastify';
import { adminProductPaths, adminProductPatterns } from '../../../../contract/admin-products';
import { said } from '../../../../contract/messages';
import {
  adminProductParamsSchema,
  adminProductQuerySchema,
  markdownPreviewSchema,
  productInputSchema,
  productStatusSchema,
  productUpdateSchema,
  type AdminProductParams,
  type AdminProductQueryInput,
  type MarkdownPreviewInput,
  type ProductInput,
  type ProductStatusInput,
  type ProductUpdateInput,
} from '../../../../contract/schemas/admin-products';
import { adminProductDetailReply, adminProductPageReply, markdownPreviewReply } from '../../../../contract/schemas/replies/admin-products';
import { replies } from '../../../openapi/replies';
import { createProduct, productsChanged, setProductStatus, updateProduct } from '../../../services/catalog-admin/product-write';
import { listProducts, productDetail } from '../../../services/catalog-admin/products-read';
import { descriptionHtml } from '../../../services/catalog/description';

/**
 * api/admin/products/*: the console's catalogue of products (catalogue.manage: owner, manager,
 * catalogue). The list and one product; a new product; a save with the version it was read at (a
 * stale one is a 409 productChanged); a change of status. Every change is audited and reaches
 * shoppers in every process within moments (services/catalog-admin). The Markdown preview is any
 * signed-in member's. Stock, photos and the CSV import and export are routes of their own.
 */
export default async function adminProductRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'catalogue.manage' } as const;

  app.get<{ Querystring: AdminProductQueryInput }>(
    `/${adminProductPaths.products}`,
    {
      schema: {
        summary: 'Products: searched by name or SKU (colour SKUs too), filtered by category, status and low stock, sorted, one page',
        tags,
        querystring: adminProductQuerySchema,
        response: replies(adminProductPageReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await listProducts(app.db, req.query)),
  );

  app.post<{ Body: ProductInput }>(
    `/${adminProductPaths.products}`,
    {
      schema: {
        summary: 'A new product with its colours, prices and tiers (a draft unless its status says otherwise)',
        tags,
        body: productInputSchema,
        response: replies(adminProductDetailReply),
      },
      config,
    },
    async (req, reply) => {
      const id = await createProduct(app.db, req.staff, req.body);
      productsChanged(app, [id]);
      return reply.ok(await productDetail(app.db, id), said('productSaved'));
    },
  );

  app.get<{ Params: AdminProductParams }>(
    `/${adminProductPatterns.product}`,
    {
      schema: { summary: 'One product as the console edits it', tags, params: adminProductParamsSchema, response: replies(adminProductDetailReply) },
      config,
    },
    async (req, reply) => reply.ok(await productDetail(app.db, req.params.id)),
  );

  app.put<{ Params: AdminProductParams; Body: ProductUpdateInput }>(
    `/${adminProductPatterns.product}`,
    {
      schema: {
        summary: 'Saves a product (with the version it was read at: a stale one is a 409 productChanged)',
        description:
          "Colours are matched by id; new ones are added with their first stock, the others removed unless a cart, order, shopping list or pre-order holds them. A colour's stock changes through its stock endpoint.",
        tags,
        params: adminProductParamsSchema,
        body: productUpdateSchema,
        response: replies(adminProductDetailReply),
      },
      config,
    },
    async (req, reply) => {
      const { version, ...input } = req.body;
      await updateProduct(app.db, req.staff, req.params.id, input, version);
      productsChanged(app, [req.params.id]);
      return reply.ok(await productDetail(app.db, req.params.id), said('productSaved'));
    },
  );

  app.post<{ Params: AdminProductParams; Body: ProductStatusInput }>(
    `/${adminProductPatterns.productStatus}`,
    {
      schema: {
        summary: 'Publishes, archives or makes a draft of a product (draft and archived ones are never shown to shoppers)',
        tags,
        params: adminProductParamsSchema,
        body: productStatusSchema,
        response: replies(adminProductDetailReply),
      },
      config,
    },
    async (req, reply) => {
      await setProductStatus(app.db, req.staff, req.params.id, req.body.status, req.body.version);
      productsChanged(app, [req.params.id]);
      return reply.ok(await productDetail(app.db, req.params.id), said('productSaved'));
    },
  );

  app.post<{ Body: MarkdownPreviewInput }>(
    `/${adminProductPaths.markdownPreview}`,
    {
      schema: {
        summary: "Markdown as shoppers would get it: the shop's own renderer and sanitizer",
        tags,
        body: markdownPreviewSchema,
        response: replies(markdownPreviewReply),
      },
      config: { staff: 'staff.self' },
    },
    // The product page's own rendering (api/goods/{id} description_html): what the member sees is what shoppers get.
    async (req, reply) => reply.ok({ html: descriptionHtml(req.body.markdown) }),
  );
}
