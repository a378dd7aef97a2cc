import { number, object, string, type InferType } from 'yup';
import { messages } from '../messages';

/**
 * POST api/admin/products/import (multipart): the text fields beside the `file` (a CSV of
 * PRODUCT_CSV_COLUMNS, at most CSV_LIMITS). `dry_run` 1: check every line and write nothing.
 */
export const productsImportFieldsSchema = object({
  dry_run: number<0 | 1>().typeError(messages.invalidInput).oneOf([0, 1], messages.invalidInput).default(0),
});
export type ProductsImportFields = InferType<typeof productsImportFieldsSchema>;

/** How the import is documented in /docs: the multipart body's parts. */
export const productsImportDocsSchema = productsImportFieldsSchema.shape({
  file: string().required().meta({ description: 'The CSV file (text/csv, UTF-8): PRODUCT_CSV_COLUMNS, one line per colour' }),
});
