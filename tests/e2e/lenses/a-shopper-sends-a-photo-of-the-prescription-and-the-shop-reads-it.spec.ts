import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, screenshot } from '../support';
import { chooseIndexAndCoatings, customerWithAFrame, tickerUnderHeader } from '../support/lenses';
import { checkOutAndPayByCard, orderDetail, signInTo } from '../support/payment';
import { operatorMoves } from '../support/orders';
import { operatorBearer } from '../support/operator';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'paper-prescription.png');

test('a shopper uploads a photo of the paper prescription for progressive glasses; the order waits until the shop reads it, then shows the values', async ({
  page,
  request,
  a11y,
}, testInfo) => {
  a11y.allow(tickerUnderHeader);
  const { payer, frame } = await customerWithAFrame(request, testInfo);

  await signInTo(page, payer, `/goods-detail/${frame.id}`);
  await expect(page.getByRole('heading', { level: 1, name: frame.name })).toBeVisible();
  await page.getByRole('link', { name: 'Select lenses' }).click();
  await page.getByRole('radio', { name: /Progressive/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The third way: a photo of the paper prescription instead of the values.
  await page.getByRole('radio', { name: 'Upload a photo of my prescription' }).check();
  await expect(page.getByLabel('PD', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please upload a photo of your prescription, or type it in');
  await page.getByLabel('Photo (JPEG, PNG or WebP, up to 10 MB)').setInputFiles(PHOTO);
  await expect(page.getByText('Photo uploaded: we will read your prescription from it.')).toBeVisible();
  await screenshot(page, testInfo, 'prescription-photo-uploaded');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(await chooseIndexAndCoatings(page, /1\.60/)).toContainText('Progressive');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: frame.name });
  await expect(line).toContainText('Waiting for your prescription to be read');

  const orderId = await checkOutAndPayByCard(page);
  await page.goto(`/account/order-detail/${orderId}`);
  const waiting = page.getByRole('note').filter({ hasText: 'Waiting for your prescription to be read' });
  await expect(waiting).toBeVisible();
  await screenshot(page, testInfo, 'order-waiting-for-the-prescription');

  // The shop cannot ship before reading it; the operator enters what the photo says.
  await operatorMoves(request, orderId, 'processing');
  const admin = { authorization: `Bearer ${await operatorBearer(request)}` };
  const ship = await request.post(`/${paths.adminOrderStatus(orderId)}`, {
    headers: admin,
    form: { status: 'shipped', carrier: 'UPS', tracking_no: '1Z999' },
  });
  expect(((await ship.json()) as { msg: string }).msg).toBe(messages.rxAwaitingReading);
  const detail = await orderDetail(request, payer, orderId);
  const read = await request.post(`/${paths.adminReadPrescription(orderId, detail.lines[0]!.id)}`, {
    headers: admin,
    data: { prescription: { right: { sph: '-2.25', cyl: '-0.50', axis: '180', add: '2.00' }, left: { sph: '-1.75', add: '2.00' }, pd: '64' } },
  });
  expect(read.ok(), await read.text()).toBe(true);

  await page.reload();
  await expect(page.getByText('R SPH -2.25 CYL -0.50 AXIS 180 ADD +2.00 · L SPH -1.75 ADD +2.00 · PD 64')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await operatorMoves(request, orderId, 'shipped', { carrier: 'UPS', tracking_no: '1Z999AA10123456784' });
  await page.reload();
  await expect(page.getByText('R SPH -2.25 CYL -0.50 AXIS 180 ADD +2.00 · L SPH -1.75 ADD +2.00 · PD 64')).toBeVisible();
  await screenshot(page, testInfo, 'order-with-the-read-prescription');
});
