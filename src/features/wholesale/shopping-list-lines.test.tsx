import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ShoppingList, ShoppingListLine } from '../../../contract/wholesale';
import { shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { ShoppingListLines } from './shopping-list-lines';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('catalogues', i18n);
});
afterEach(cleanup);

const line = (over: Partial<ShoppingListLine>): ShoppingListLine => ({
  id: 1,
  goods_id: 1,
  variant_id: 1,
  sku: 'SKU-1',
  name: 'Frame 1',
  color: 'Black',
  img: '/api/goods/image/1.svg',
  qty: 5,
  unit_price: 10,
  moq: 5,
  stock: 9,
  ...over,
});
const list = (lines: ShoppingListLine[]): ShoppingList => ({
  id: 1,
  status: 'open',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  lines,
  order_id: null,
  order_no: null,
  total: 100,
});

describe('a shopping list’s lines', () => {
  it('show each line’s picture, and no empty image where a line has none', () => {
    const { Wrapper } = shellHarness({ i18n });
    const { container } = render(
      <Wrapper>
        <ShoppingListLines list={list([line({}), line({ id: 2, variant_id: 2, sku: 'SKU-2', img: '' })])} caption="Lines" />
      </Wrapper>,
    );
    expect(screen.getByRole('table', { name: 'Lines' })).toBeTruthy();
    const pictures = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(['/api/goods/image/1.svg']);
  });
});
