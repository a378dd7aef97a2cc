import sharp from 'sharp';
import type { ApiResponse, TestApp } from './test-app';

/** A real PNG of w×h pixels (a coloured square). */
export function pngOf(w = 64, h = 32): Promise<Buffer> {
  return sharp({ create: { width: w, height: h, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
}

/** POSTs a multipart body: text fields and files (name, bytes, the client's content type). */
export async function postMultipart<T = any>(
  t: TestApp,
  path: string,
  token: string,
  parts: { fields?: Record<string, string | number>; files?: { field?: string; name: string; data: Buffer | string; type?: string }[] },
): Promise<ApiResponse<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts.fields ?? {})) form.append(k, String(v));
  for (const f of parts.files ?? [])
    form.append(
      f.field ?? 'file',
      new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  const res = await fetch(`${t.url}/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), headers: res.headers, text };
}
