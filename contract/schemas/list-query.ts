import { number, string } from 'yup';
import { ADMIN_LIMITS } from '../admin';
import { messages } from '../messages';

/**
 * The console's lists as they travel in a query string, written once: a page and its size
 * (`pageQuery`), a sort column and direction (`sortQuery`), and a database id (`rowId`). The list
 * schemas of admin.ts, admin-customers.ts and staff.ts spread them into their own filters.
 */

/** `page` (1..100 000, default 1) and `page_size` (1..ADMIN_LIMITS.pageSizeMax, default the console's); a bad size says `sizeMessage`. */
export const pageQuery = (sizeMessage: string = messages.pageInvalid) => ({
  page: number()
    .typeError(messages.pageInvalid)
    .integer(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(100_000, messages.pageInvalid)
    .default(1),
  page_size: number()
    .typeError(sizeMessage)
    .integer(sizeMessage)
    .min(1, sizeMessage)
    .max(ADMIN_LIMITS.pageSizeMax, sizeMessage)
    .default(ADMIN_LIMITS.pageSizeDefault),
});

/** `sort`, one of `sorts` (default `initial`), and `dir` (default `desc`); anything else says `message`. */
export const sortQuery = <S extends string>(sorts: readonly S[], initial: NoInfer<S>, message: string) => ({
  sort: string<S>()
    .oneOf([...sorts], message)
    .default(initial),
  dir: string<'asc' | 'desc'>().oneOf(['asc', 'desc'], message).default('desc'),
});

/** A row's id in a path or a filter: a positive integer that fits the database's integer. */
export const rowId = (message: string) => number().typeError(message).integer(message).positive(message).max(2_147_483_647, message);
