import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminProductPaths, CSV_LIMITS } from '../../../../contract/admin-products';
import { said } from '../../../../contract/messages';
import { adminProductQuerySchema, type AdminProductQueryInput } from '../../../../contract/schemas/admin-products';
import { productsImportDocsSchema, productsImportFieldsSchema } from '../../../../contract/schemas/admin-products-csv';
import { csvImportReportReply } from '../../../../contract/schemas/replies/admin-products-csv';
import { invalid } from '../../../errors';
import { readMultipart } from '../../../http/multipart';
import { mediaReply, replies } from '../../../openapi/replies';
import { importProductsCsv, productsCsv } from '../../../services/catalog-admin/product-csv';

/**
 * The catalogue as CSV (catalogue.manage), services/catalog-admin/product-csv.ts:
 * - GET api/admin/products.csv?(the list's filters): the products found, one line per colour
 * - POST api/admin/products/import (multipart `file`, `dry_run`): every line's result; without
 *   dry_run everything is written in one transaction, or nothing (422 csvHasErrors with the report)
 */
export default async function adminProductsCsvRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'catalogue.manage' } as const;

  app.get<{ Querystring: AdminProductQueryInput }>(
    `/${adminProductPaths.productsCsv}`,
    {
      schema: {
        summary: 'The catalogue as CSV: the filtered products, one line per colour',
        description:
          'The list’s filters (page and page size aside: every product found). Columns PRODUCT_CSV_COLUMNS; category by slug; ' +
          'tiers `qty:price|qty:price`; cells a spreadsheet would run as formulas start with an apostrophe (the import drops it).',
        tags,
        querystring: adminProductQuerySchema,
        response: mediaReply('text/csv'),
      },
      config,
    },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(productsCsv(app.db, req.query)));
    },
  );

  app.post(
    `/${adminProductPaths.productsImport}`,
    {
      schema: {
        summary: 'Imports a CSV of products: creates or updates products and colours by SKU (dry_run=1: checks only)',
        description:
          `Multipart \`file\` (at most ${CSV_LIMITS.maxLines} lines after the header and ${CSV_LIMITS.maxBytes} bytes: 422 csvTooLarge), ` +
          'broken quoting 422 csvQuoting, a header missing a column 422 csvHeaderInvalid. Answers every line’s result; ' +
          'a real run writes all lines in one transaction, or nothing when any line has an error (422 csvHasErrors, the report in data).',
        tags,
        response: replies(csvImportReportReply),
      },
      config: { ...config, docs: { body: productsImportDocsSchema } },
    },
    async (req, reply) => {
      const { fields, files } = await readMultipart(req, productsImportFieldsSchema, {
        fileSize: CSV_LIMITS.maxBytes,
        tooLarge: said('csvTooLarge'),
      });
      const file = files.find((f) => f.field === 'file');
      if (!file) throw invalid({ file: said('csvFileRequired') });
      const report = await importProductsCsv(app, req.staff, file.data.toString('utf8'), fields.dry_run === 1);
      return reply.ok(report, report.written ? said('csvImported') : undefined);
    },
  );
}
