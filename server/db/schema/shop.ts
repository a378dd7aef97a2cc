import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, numeric, boolean, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';

// ---------- shop settings ----------

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    img: text('img').notNull().default(''),
    money: varchar('money', { length: 8 }).notNull(),
    symbol: varchar('symbol', { length: 3 }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    country: varchar('country', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** The shop's default currency (exactly one; prices are kept in USD whatever it is). */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('currencies_symbol_idx').on(t.symbol),
    uniqueIndex('currencies_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('currencies_rate_positive', sql`${t.exchangeRate} > 0`),
  ],
);

/**
 * The history of each currency's rate per US dollar: a row per rate a currency had, from when it
 * held (`valid_from`). Written when the console changes a rate (services/promotions/currencies.ts:
 * the rate it had until then, from the beginning of time when it has no row yet, and the new one
 * from now). The reports (services/reports/) convert a payment's USD into the shop's default
 * currency at the rate in force when it was paid; a currency with no row has always had its
 * current rate.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: serial('id').primaryKey(),
    symbol: varchar('symbol', { length: 3 }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('currency_rates_symbol_from_idx').on(t.symbol, t.validFrom), check('currency_rates_rate_positive', sql`${t.rate} > 0`)],
);

/** Menu and footer entries: column 5 is the navigation, column 2 (store 2) the footer. */
export const navItems = pgTable(
  'nav_items',
  {
    id: serial('id').primaryKey(),
    columnId: integer('column_id').notNull(),
    storeId: integer('store_id').notNull().default(1),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 80 }).notNull(),
    url: text('url').notNull(),
    img: text('img').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Hidden entries are kept but not served to the shop. */
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [index('nav_items_column_idx').on(t.columnId, t.storeId)],
);

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});
