import type { GoodsCard, GoodsDetail, GoodsProperties, GoodsVariant } from '../../../contract/catalog';

/** A goods card for tests. */
export const card = (id: number, over: Partial<GoodsCard> = {}): GoodsCard => ({
  id,
  name: `Frame ${id}`,
  sku: `F-${id}`,
  img: `/api/goods/image/${id}.svg`,
  price_type: 1,
  price: 50 + id,
  special_price: null,
  ladder_price: [],
  rating: 4,
  review_count: 3,
  colors: [{ id: id * 10, color: 'Black', color_hex: '#000000', stock_qty: 5 }],
  in_stock: true,
  is_wish: false,
  ...over,
});

/** Filter values for tests. */
export const properties: GoodsProperties = {
  shape: [
    { value: 'round', label: 'Round', count: 4 },
    { value: 'aviator', label: 'Aviator', count: 3 },
  ],
  color: [{ value: 'Black', label: 'Black', count: 5, hex: '#000000' }],
  material: [],
  rim: [],
  gender: [],
  width: [{ value: 'narrow', label: 'Narrow', count: 2 }],
  price: { min: 10, max: 90 },
};

/** A product's details for tests, with the given colours. */
export const detail = (id: number, variants: GoodsVariant[], over: Partial<GoodsDetail> = {}): GoodsDetail => ({
  ...card(id, { colors: variants }),
  description_html: '',
  content_lang: 'en',
  category: { id: 1, name: 'Optical Frames', parent: null },
  material: 'acetate',
  shape: 'round',
  rim: 'full-rim',
  gender: 'unisex',
  measurements: { lens_width: 52, bridge: 18, temple: 145, lens_height: 40, weight: null },
  variants,
  images: [],
  purchase_limit: 0,
  ...over,
});
