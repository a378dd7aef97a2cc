import sharp from 'sharp';
import type { CustomerLogo } from '../../../contract/wholesale-services';
import type { PlacedOrder } from '../../../contract/orders';
import type { PriceListPage } from '../../../contract/wholesale';
import { test, expect, screenshot } from '../support';
import { newBusinessBuyer } from '../support/business';
import { addAddressOverApi, call, signInTo } from '../support/payment';

test("a business buyer prints the logo they chose on an order's frames: below the minimum is refused, the print stays on the order", async ({
  page,
  request,
}, testInfo) => {
  const buyer = await newBusinessBuyer(request, testInfo);
  // Two logos; the second is chosen for the next order (/custom-logo's "Use for my next order").
  const png = (colour: string) =>
    sharp({ create: { width: 120, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const upload = async (name: string, colour: string) => {
    const res = await request.post('/api/orders/customerLogo', {
      headers: { authorization: `Bearer ${buyer.token}` },
      multipart: { file: { name, mimeType: 'image/png', buffer: await png(colour) } },
    });
    return ((await res.json()) as { data: CustomerLogo }).data;
  };
  await upload('other.png', '#1c7ed6');
  const acme = await upload('acme.png', '#d9480f');
  await call(request, 'post', 'api/orders/customerLogo', { token: buyer.token, query: { chosed: acme.id }, json: {} });

  // An order of 60 frames of one colour (a plain-priced frame whose minimum is at most 60).
  const list = await call<PriceListPage>(request, 'get', 'api/goods/priceList', { token: buyer.token, query: { kind: 'w', page: 2 } });
  const row = list.rows.find((r) => r.price_type === 1 && r.moq <= 60 && r.colors.some((c) => c.stock >= 60))!;
  const colour = row.colors.find((c) => c.stock >= 60)!;
  const address = await addAddressOverApi(request, buyer);
  const lines = await call<{ id: number; variant_id: number }[]>(request, 'post', 'api/users/addCart', {
    token: buyer.token,
    json: { goods_id: row.goods_id, variant_id: colour.variant_id, qty: 60 },
  });
  const cartId = lines.find((l) => l.variant_id === colour.variant_id)!.id;
  const order = await call<PlacedOrder>(request, 'post', 'api/users/createOrder', {
    token: buyer.token,
    json: { cart_ids: [cartId], address_id: address.id, shipping_method: 'standard', client_token: `e2e-logo-${Date.now()}` },
  });

  await signInTo(page, buyer, `/account/order-detail/${order.order_id}`);
  const block = page.getByRole('region', { name: 'Custom logo' });
  await expect(block.getByText("Print your logo on this order's frames (at least 50).")).toBeVisible();
  // The logo chosen for the next order is offered first, on all the order's frames.
  await expect(block.getByLabel('Logo', { exact: true })).toHaveValue(String(acme.id));
  await expect(block.getByRole('option', { name: 'acme.png (chosen for your next order)' })).toBeAttached();
  const qty = block.getByRole('spinbutton', { name: 'Frames to print (at least 50, at most 60)' });
  await expect(qty).toHaveValue('60');

  // Below the logo's minimum: said at once, nothing sent.
  await qty.fill('30');
  await block.getByRole('button', { name: 'Print my logo' }).click();
  await expect(block.getByRole('alert')).toHaveText('A custom logo is printed on at least 50 frames');
  await screenshot(page, testInfo, 'order-logo-below-minimum');

  await qty.fill('55');
  await block.getByLabel('Where', { exact: true }).selectOption({ label: 'Temple' });
  await block.getByRole('button', { name: 'Print my logo' }).click();
  await expect(block.getByRole('status')).toHaveText('Your logo will be printed on this order.');
  await expect(block.getByText('Printed with acme.png on 55 frames (Temple).')).toBeVisible();
  await expect(block.getByRole('img', { name: 'Preview of acme.png on a frame temple' }).getByTestId('logo-on-temple')).toHaveJSProperty(
    'complete',
    true,
  );
  await screenshot(page, testInfo, 'order-logo-printed');

  // Kept on the order (api/orders/createLogo), read back by the order page.
  await page.reload();
  const kept = page.getByRole('region', { name: 'Custom logo' });
  await expect(kept.getByText('Printed with acme.png on 55 frames (Temple).')).toBeVisible();
  await expect(kept.getByRole('spinbutton', { name: /^Frames to print/ })).toHaveValue('55');

  // Moved to the case: said so, and no temple preview for it.
  await kept.getByLabel('Where', { exact: true }).selectOption({ label: 'Case' });
  await kept.getByRole('button', { name: 'Print my logo' }).click();
  await expect(kept.getByText('Printed with acme.png on 55 frames (Case).')).toBeVisible();
  await expect(kept.getByRole('img', { name: 'Preview of acme.png on a frame temple' })).toHaveCount(0);
});
