import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { consoleMessages as m } from '../console-messages';
import { productInputSchema, stockChangeSchema, tiersAscend } from './admin-products';

const base = {
  name: 'Aviator',
  category_id: 2,
  sku: 'AV-1',
  price: 29.99,
  colours: [{ name: 'Black', hex: '#111111', sku: 'AV-1-BLK', stock: 3 }],
};

/** The messages of every failing field, by path. */
function errorsOf(input: unknown): Record<string, string> {
  try {
    productInputSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) out[inner.path ?? ''] ??= inner.message;
    return out;
  }
}

describe('a product’s rules', () => {
  it('takes a plain product with defaults', () => {
    const p = productInputSchema.validateSync(base);
    expect(p).toMatchObject({ status: 'draft', price_type: 'plain', ladder: [], wholesale: [], low_stock_threshold: 5, lens_width: null });
  });

  it('refuses a negative price, three decimals and a negative stock', () => {
    expect(errorsOf({ ...base, price: -1 })).toEqual({ price: m.productPriceInvalid });
    expect(errorsOf({ ...base, price: 1.234 })).toEqual({ price: m.productPriceInvalid });
    expect(errorsOf({ ...base, colours: [{ ...base.colours[0], stock: -1 }] })).toEqual({ 'colours[0].stock': m.stockInvalid });
  });

  it('wants a special price below its original', () => {
    expect(errorsOf({ ...base, price_type: 'special' })).toEqual({ original_price: m.productOriginalPriceRequired });
    expect(errorsOf({ ...base, price_type: 'special', original_price: 20 })).toEqual({ original_price: m.productSpecialAboveOriginal });
    expect(errorsOf({ ...base, price_type: 'special', original_price: 39.99 })).toEqual({});
  });

  it('wants ladder tiers that ascend in quantity and descend in price', () => {
    expect(errorsOf({ ...base, price_type: 'ladder' })).toEqual({ ladder: m.productLadderRequired });
    const ok = [
      { min_qty: 10, price: 25 },
      { min_qty: 50, price: 20 },
    ];
    expect(errorsOf({ ...base, price_type: 'ladder', ladder: ok })).toEqual({});
    expect(errorsOf({ ...base, price_type: 'ladder', ladder: [...ok].reverse() })).toEqual({ ladder: m.productTiersNotAscending });
    expect(tiersAscend([{ min_qty: 10, price: 30 }], 29.99)).toBe(false);
  });

  it('wants each colour SKU once and an SPH range that is one', () => {
    const twice = [base.colours[0], { ...base.colours[0], name: 'Tortoise', sku: 'av-1-blk' }];
    expect(errorsOf({ ...base, colours: twice })).toEqual({ colours: m.productColourSkuTwice });
    expect(errorsOf({ ...base, sph_min: 4, sph_max: -4 })).toEqual({ sph_max: m.productSphInvalid });
    expect(errorsOf({ ...base, sph_min: -4.1 })).toEqual({ sph_min: m.productSphInvalid });
  });

  it('changes stock by a whole number other than 0, or sets it to 0 or more', () => {
    expect(stockChangeSchema.isValidSync({ variant_id: 1, mode: 'adjust', qty: 0, reason: 'counted' })).toBe(false);
    expect(stockChangeSchema.isValidSync({ variant_id: 1, mode: 'set', qty: 0, reason: 'counted' })).toBe(true);
    expect(stockChangeSchema.isValidSync({ variant_id: 1, mode: 'set', qty: -2, reason: 'counted' })).toBe(false);
    expect(stockChangeSchema.isValidSync({ variant_id: 1, mode: 'adjust', qty: -2, reason: 'damaged' })).toBe(true);
    expect(stockChangeSchema.isValidSync({ variant_id: 1, mode: 'adjust', qty: 2, reason: 'import' })).toBe(false);
  });
});
