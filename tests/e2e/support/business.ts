import type { APIRequestContext, TestInfo } from '@playwright/test';
import { call, newPayer, type Payer } from './payment';
import { operatorBearer } from './operator';

/** The business a journey's buyer declares (as account settings' form would). */
export const businessProfile = { company_name: 'Lens & Co', tax_id: 'GB123456789', business_type: 'optician', country: 'GB' };

/** Declares a business for the payer over the API: from then on a business buyer. */
export async function declareBusiness(request: APIRequestContext, payer: Payer): Promise<void> {
  await call(request, 'post', 'api/users/business', { token: payer.token, json: businessProfile });
}

/** A new customer who declared a business. */
export async function newBusinessBuyer(request: APIRequestContext, testInfo: TestInfo): Promise<Payer> {
  const buyer = await newPayer(request, testInfo);
  await declareBusiness(request, buyer);
  return buyer;
}

/** The operator (a catalogue member): `qty` frames of a product arrived (POST api/admin/wholesale/arrive, as `npm run wholesale -- arrive`). */
export async function framesArrive(request: APIRequestContext, goodsId: number, qty: number): Promise<{ pre_orders: number[]; to_stock: number }> {
  const res = await request.post('/api/admin/wholesale/arrive', {
    headers: { authorization: `Bearer ${await operatorBearer(request, 'catalogue')}` },
    data: { goods_id: goodsId, qty },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { pre_orders: number[]; to_stock: number } };
  if (body.code !== 200) throw new Error(`arrive ${goodsId} answered ${body.code}: ${body.msg}`);
  return body.data;
}
