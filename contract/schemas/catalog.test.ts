import { describe, expect, it } from 'vitest';
import { validate } from './validate';
import { addCartSchema, addWishSchema, goodsListSchema, stockNotifySchema } from './catalog';
import { messages } from '../messages';

describe('catalogue schemas', () => {
  it('reads a goods list query from a form with defaults', () => {
    const r = validate(goodsListSchema, { category_id: '3', shape: 'round', color: ['Black', 'Tortoise'] });
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({ category_id: 3, shape: ['round'], color: ['Black', 'Tortoise'], sort: 'newest', page: 1, page_size: 10 }),
    });
  });

  it('refuses bad paging and unknown sorts', () => {
    expect(validate(goodsListSchema, { page: 0 })).toEqual({ ok: false, errors: { page: messages.pageInvalid } });
    expect(validate(goodsListSchema, { page_size: 500 })).toEqual({ ok: false, errors: { page_size: messages.pageInvalid } });
    expect(validate(goodsListSchema, { sort: 'cheapest' })).toEqual({ ok: false, errors: { sort: messages.filterInvalid } });
    expect(validate(goodsListSchema, { price_min: 'abc' })).toEqual({ ok: false, errors: { price_min: messages.filterInvalid } });
  });

  it('refuses zero, negative and fractional quantities', () => {
    for (const qty of [0, -1, 1.5, 'x']) {
      expect(validate(addCartSchema, { goods_id: 1, variant_id: 2, qty })).toEqual({
        ok: false,
        errors: { qty: messages.quantityInvalid },
      });
    }
  });

  it('accepts one goods id or a list for addWish', () => {
    expect(validate(addWishSchema, { goods_ids: '4' })).toEqual({ ok: true, value: { goods_ids: [4] } });
    expect(validate(addWishSchema, { goods_ids: [4, '5'] })).toEqual({ ok: true, value: { goods_ids: [4, 5] } });
    expect(validate(addWishSchema, {})).toMatchObject({ ok: false });
  });

  it('uses the spec words for the stock notification e-mail', () => {
    expect(validate(stockNotifySchema, { goods_id: 1, variant_id: 1, email: '' })).toEqual({
      ok: false,
      errors: { email: messages.catalogueEmailRequired },
    });
    expect(validate(stockNotifySchema, { goods_id: 1, variant_id: 1, email: 'nope' })).toEqual({
      ok: false,
      errors: { email: messages.catalogueEmailInvalid },
    });
  });
});
