import { test, expect, screenshot } from '../support';
import { findGoods } from '../support/catalog';
import { newPayer, payOverApi, readyToCheckOut, signInTo } from '../support/payment';
import type { LensCatalogue } from '../../../contract/prescription';
import type { CartLine } from '../../../contract/entities';

test('a customer orders the same glasses again from a paid order: the same frame colour, lenses and prescription land in the cart', async ({
  page,
  request,
}, testInfo) => {
  const payer = await newPayer(request, testInfo);
  const auth = { authorization: `Bearer ${payer.token}` };
  const { address } = await readyToCheckOut(request, payer);
  const frame = await findGoods(request, (g) => g.price_type === 1 && g.colors.some((c) => c.stock_qty >= 3), { spread: payer.email });
  const variant = [...frame.variants].sort((a, b) => b.stock_qty - a.stock_qty)[0]!;
  const catalogue = ((await (await request.post('/api/customer/lens_list')).json()) as { data: LensCatalogue }).data;
  const price = (codes: string[]) =>
    [...catalogue.usages, ...catalogue.indices, ...catalogue.coatings].filter((o) => codes.includes(o.code)).reduce((s, o) => s + o.price, 0);
  const lens = {
    usage: 'reading',
    index: '1.60',
    coatings: ['blue_light'],
    price: price(['reading', '1.60', 'blue_light']),
    prescription: { right: { sph: '+2.25', cyl: '0' }, left: { sph: '+2.00', cyl: '-0.50', axis: '170' }, pd: '62' },
  };
  const added = await request.post('/api/users/addCart', { headers: auth, data: { goods_id: frame.id, variant_id: variant.id, qty: 1, lens } });
  const glasses = ((await added.json()) as { data: CartLine[] }).data.find((l) => l.lens)!;
  const placed = await request.post('/api/users/createOrder', {
    headers: auth,
    data: { cart_ids: [glasses.id], address_id: address.id, shipping_method: 'standard', client_token: `e2e-${Date.now()}` },
  });
  const orderId = ((await placed.json()) as { data: { order_id: number } }).data.order_id;
  await payOverApi(request, payer, orderId);

  await signInTo(page, payer, `/account/order-detail/${orderId}`);
  const again = page.getByRole('button', { name: 'Order these glasses again' });
  await expect(again).toBeVisible();
  await again.click();
  await expect(page.getByText('A pair is in your cart.')).toBeVisible();
  await screenshot(page, testInfo, 'order-glasses-again');
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: frame.name }).filter({ hasText: 'Reading' });
  await expect(line).toContainText('1.60');
  await expect(line).toContainText('Blue-light filter');
  await expect(line).toContainText('R SPH +2.25');
  await expect(line).toContainText('L SPH +2.00 CYL -0.50 AXIS 170');
});
