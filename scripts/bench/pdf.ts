import { paths } from '../../contract/endpoints';
import { registerPayload } from '../../contract/schemas/auth';

export interface PdfTiming {
  /** The first request: the PDF of every active product drawn by the server. */
  coldMs: number;
  /** The same request again (the PDF is cached until the catalogue changes). */
  cachedMs: number;
  bytes: number;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${url} answered ${body.code}: ${body.msg}`);
  return body.data;
}

/**
 * The time to build the wholesale price list PDF of the whole catalogue (GET
 * api/goods/priceListPdf?kind=w) for a business buyer (registered and declared over the API), on
 * a shop just started: cold, then from the cache.
 */
export async function timeWholesalePdf(base: string): Promise<PdfTiming> {
  const email = `bench-pdf-${Date.now().toString(36)}@example.com`;
  const login = await call<{ access_token: string }>(`${base}/${paths.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(registerPayload({ email, password: 'bench1234' }) as unknown as Record<string, string>).toString(),
  });
  const auth = { authorization: `Bearer ${login.access_token}` };
  await call(`${base}/${paths.business}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ company_name: 'Bench Optics', tax_id: 'GB123456789', business_type: 'optician', country: 'GB' }),
  });
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/${paths.priceListPdf}?kind=w`, { headers: auth });
    const buf = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200 || !res.headers.get('content-type')?.includes('application/pdf')) throw new Error(`priceListPdf answered ${res.status}`);
    return { ms: performance.now() - t0, bytes: buf.byteLength };
  };
  const cold = await once();
  const cached = await once();
  return { coldMs: cold.ms, cachedMs: cached.ms, bytes: cold.bytes };
}
