import sharp from 'sharp';
import { test, expect, screenshot, waitForMail } from '../support';
import { declareBusiness, framesArrive, newBusinessBuyer } from '../support/business';
import { call, newPayer, payOverApi, payWithCard, paymentPanel, placeOverApi, signInTo } from '../support/payment';

test('a buyer uploads a logo, is refused a forged one, and sees theirs on a frame temple', async ({ page, request, pageProblems }, testInfo) => {
  // The forged file's refusal: the API's 422.
  pageProblems.allow(/status of 422 .*api\/orders\/customerLogo/);
  const payer = await newBusinessBuyer(request, testInfo);
  await signInTo(page, payer, '/custom-logo');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom logo' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Upload logo' });

  // A "PNG" that is really a web page: refused by what it holds, not its name.
  await form
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await form.getByRole('button', { name: 'Upload logo' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please upload a PNG, JPEG, WebP or SVG image');

  const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#d9480f' } })
    .png()
    .toBuffer();
  await form.getByLabel('Logo file').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Upload logo' }).click();
  await expect(form.getByRole('status')).toHaveText('Your logo is saved');
  const preview = page.getByRole('img', { name: 'Preview of acme.png on a frame temple' });
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('logo-on-temple')).toHaveJSProperty('complete', true);
  expect(await preview.getByTestId('logo-on-temple').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await page.getByRole('button', { name: 'Use for my next order' }).click();
  await expect(page.getByText('Chosen for your next order')).toBeVisible();
  await screenshot(page, testInfo, 'custom-logo-preview');
});

test('a buyer pre-orders coming frames and finds the pre-order in the account, then cancels it', async ({ page, request }, testInfo) => {
  const payer = await newBusinessBuyer(request, testInfo);
  await signInTo(page, payer, '/account/my-account');
  await page.getByRole('link', { name: 'My pre-orders' }).click();
  await expect(page).toHaveURL('/account/my-pre-orders');
  const form = page.getByRole('form', { name: 'Pre-order coming frames' });
  const frame = form.getByLabel('Frame and colour');
  const chosen = (await frame.locator('option').first().textContent())!;
  const name = chosen.split(' — ')[0]!;
  // The quantity starts at the frame's business minimum (1 where it has none).
  const qty = await form.getByLabel('Quantity').inputValue();
  await form.getByLabel('Quantity').fill('0');
  await form.getByRole('button', { name: 'Pre-order' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a quantity from 1 to 500');
  await form.getByLabel('Quantity').fill(qty);
  await form.getByRole('button', { name: 'Pre-order' }).click();
  await expect(form.getByRole('status')).toHaveText('Your pre-order is placed. We will e-mail you when the frames arrive.');
  const list = page.getByRole('list', { name: 'Your pre-orders' });
  await expect(list.getByText(new RegExp(`${qty} × ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeVisible();
  await expect(list.getByText(/Reserved/)).toBeVisible();
  await screenshot(page, testInfo, 'my-pre-orders');
  await list.getByRole('button', { name: 'Cancel pre-order' }).click();
  await expect(list.getByText(/Cancelled/)).toBeVisible();
});

test('a buyer pre-orders coming frames; they arrive, the buyer is mailed and pays for them through the order payment', async ({
  page,
  request,
}, testInfo) => {
  const payer = await newBusinessBuyer(request, testInfo);
  await call(request, 'post', 'api/users/addAddress', {
    token: payer.token,
    form: {
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '+1 408 555 0100',
      country_id: 'GB',
      region_id: '',
      region: 'Greater London',
      city: 'London',
      street: '1 Baker Street',
      street2: '',
      postcode: 'NW1 6XE',
      is_default: 1,
    },
  });
  await signInTo(page, payer, '/account/my-pre-orders');
  const form = page.getByRole('form', { name: 'Pre-order coming frames' });
  // The last colour on its way (the journey above pre-orders the first).
  const frame = form.getByLabel('Frame and colour');
  const option = frame.locator('option').last();
  const chosen = (await option.textContent())!;
  await frame.selectOption(await option.getAttribute('value'));
  const [name, color] = chosen.split(' — ') as [string, string];
  // The quantity starts at the frame's business minimum (1 where it has none).
  const minimumText = form.getByText(/Minimum order: \d+/);
  const minimum = (await minimumText.count()) ? Number(/Minimum order: (\d+)/.exec((await minimumText.textContent())!)![1]) : 1;
  await expect(form.getByLabel('Quantity')).toHaveValue(String(minimum));
  await form.getByRole('button', { name: 'Pre-order' }).click();
  await expect(form.getByRole('status')).toHaveText('Your pre-order is placed. We will e-mail you when the frames arrive.');
  const list = page.getByRole('list', { name: 'Your pre-orders' });
  await expect(list.getByText(/Reserved/)).toBeVisible();
  await expect(list.getByRole('button', { name: `Pay for ${name} (${color})` })).toHaveCount(0);

  // The operator: every frame of that colour arrived; the buyer is mailed.
  const [mine] = await call<{ id: number; goods_id: number }[]>(request, 'get', 'api/users/advance_sale_order/get_list', { token: payer.token });
  const arrival = await framesArrive(request, mine!.goods_id, 1000);
  expect(arrival.pre_orders).toContain(mine!.id);
  const mail = await waitForMail(request, payer.email, { kind: 'pre-order-arrived' });
  expect(mail.text).toContain('/account/my-pre-orders');

  await page.reload();
  await expect(list.getByText(/Arrived: ready to pay/)).toBeVisible();
  await expect(list.getByRole('button', { name: 'Cancel pre-order' })).toHaveCount(0);
  await screenshot(page, testInfo, 'my-pre-orders-arrived');
  await list.getByRole('button', { name: `Pay for ${name} (${color})` }).click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await paymentPanel(page).getByRole('radio', { name: 'Card' }).check();
  await payWithCard(page);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);

  // Back on the pre-orders: ordered, with its order; nothing left to pay.
  await page.goto('/account/my-pre-orders');
  await expect(list.getByText(/Ordered/)).toBeVisible();
  await expect(list.getByRole('button', { name: /^Pay for/ })).toHaveCount(0);
  await expect(list.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', `/account/order-detail/${orderId}`);
  // Paying again over the API: refused, the frames are not sold twice.
  const again = await request.post('/api/users/advance_sale_order/checkout', {
    headers: { authorization: `Bearer ${payer.token}` },
    form: { id: mine!.id },
  });
  expect((await again.json()) as { code: number; msg: string }).toMatchObject({ code: 409, msg: 'This pre-order is already paid' });
});

test('a buyer reorders a past order into the cart in one step', async ({ page, request }, testInfo) => {
  const payer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, payer);
  await payOverApi(request, payer, placed.order_id);
  await declareBusiness(request, payer);
  await signInTo(page, payer, '/account/my-account');
  await page.getByRole('link', { name: 'Reorder' }).click();
  await expect(page).toHaveURL('/account/reorder');
  const list = page.getByRole('list', { name: 'Reorder' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Bought 1 in all', { exact: false })).toBeVisible();
  await screenshot(page, testInfo, 'reorder');
  // A business buyer orders at least a product's minimum (5 or 10 pieces where it has one): ten.
  await list.getByRole('spinbutton').fill('10');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByRole('status').filter({ hasText: 'frames are in your cart' });
  await expect(added).toContainText(/^([1-9]\d*) frames are in your cart\./);
  await expect(added).not.toContainText('no longer sold');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a buyer reorders a frame whose business minimum is above what they bought, and takes the minimum instead', async ({
  page,
  request,
}, testInfo) => {
  // A frame with a business minimum (read from the wholesale price list as a business buyer sees it).
  const reader = await newBusinessBuyer(request, testInfo);
  const list = await call<{ rows: { goods_id: number; moq: number; stock: number; price_type: number }[] }>(request, 'get', 'api/goods/priceList', {
    token: reader.token,
    query: { kind: 'w' },
  });
  const row = list.rows.find((r) => r.moq >= 5 && r.stock >= 50 && r.price_type === 1)!;
  const goods = await call<{ id: number; variants: { id: number; stock_qty: number }[] }>(request, 'get', `api/goods/${row.goods_id}`);
  const variant = [...goods.variants].sort((a, b) => b.stock_qty - a.stock_qty)[0]!;
  // One frame bought before the buyer declared a business (no minimum then).
  const payer = await newPayer(request, testInfo);
  const address = await call<{ id: number }>(request, 'post', 'api/users/addAddress', {
    token: payer.token,
    form: {
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '+1 408 555 0100',
      country_id: 'GB',
      region_id: '',
      region: 'Greater London',
      city: 'London',
      street: '1 Baker Street',
      street2: '',
      postcode: 'NW1 6XE',
      is_default: 1,
    },
  });
  const lines = await call<{ id: number; variant_id: number }[]>(request, 'post', 'api/users/addCart', {
    token: payer.token,
    json: { goods_id: goods.id, variant_id: variant.id, qty: 1 },
  });
  const placed = await call<{ order_id: number }>(request, 'post', 'api/users/createOrder', {
    token: payer.token,
    json: {
      cart_ids: [lines.find((l) => l.variant_id === variant.id)!.id],
      address_id: address.id,
      shipping_method: 'standard',
      client_token: `e2e-${Date.now()}`,
    },
  });
  await payOverApi(request, payer, placed.order_id);
  await declareBusiness(request, payer);

  await signInTo(page, payer, '/account/reorder');
  const bought = page.getByRole('list', { name: 'Reorder' });
  await expect(bought.getByRole('spinbutton')).toHaveValue('1');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const told = page.getByRole('status').filter({ hasText: 'frames are in your cart' });
  await expect(told).toContainText(`business buyers order at least ${row.moq}: not added.`);
  await expect(told).not.toContainText('no longer sold');
  await screenshot(page, testInfo, 'reorder-below-minimum');
  await page.getByRole('button', { name: new RegExp(`^Add ${row.moq} × .+ instead$`) }).click();
  await expect(told).toHaveText(`${row.moq} frames are in your cart.`);
  await expect(bought.getByRole('spinbutton')).toHaveValue(String(row.moq));
});

test('a customer without a business is told how to become one, declares it and then uses the service', async ({ page, request }, testInfo) => {
  const payer = await newPayer(request, testInfo);
  await signInTo(page, payer, '/account/my-pre-orders');
  const gate = page.getByTestId('business-gate');
  await expect(gate).toContainText('This service is for business customers. Declare your business');
  await expect(page.getByRole('form', { name: 'Pre-order coming frames' })).toHaveCount(0);
  await screenshot(page, testInfo, 'business-gate');
  // The catalogue shopping list too: no quick-order box until a business is declared.
  await page.goto('/catalog-shopping-list-w');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  await expect(page.getByTestId('business-gate')).toContainText('This service is for business customers. Declare your business');
  await expect(page.getByLabel('SKU, quantity lines')).toHaveCount(0);
  await page.goto('/account/my-pre-orders');
  await expect(gate).toBeVisible();
  await gate.getByRole('link', { name: 'Declare my business' }).click();
  await expect(page).toHaveURL('/account/account-settings');
  const business = page.getByRole('form', { name: 'Business account' });
  await business.getByLabel('Company name').fill('Lens & Co');
  await business.getByLabel('Tax or VAT number').fill('GB123456789');
  await business.getByLabel('Type of business').selectOption('optician');
  await business.getByLabel('Country').selectOption('GB');
  await business.getByRole('button', { name: 'Save business details' }).click();
  await expect(business.getByRole('status')).toHaveText('Your business account is set up: wholesale prices are now shown.');
  await page.goto('/custom-logo');
  await expect(page.getByRole('form', { name: 'Upload logo' })).toBeVisible();
  await expect(page.getByTestId('business-gate')).toHaveCount(0);
  await page.goto('/catalog-shopping-list-w');
  await expect(page.getByLabel('SKU, quantity lines')).toBeVisible();
  await expect(page.getByTestId('business-gate')).toHaveCount(0);
});
