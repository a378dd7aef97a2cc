import type { APIRequestContext, TestInfo } from '@playwright/test';
import { call, newPayer, type Payer } from './payment';

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
