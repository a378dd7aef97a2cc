import { parse as parseQs } from 'node:querystring';

/**
 * A form body (application/x-www-form-urlencoded) as an object. Lists may come as
 * `goods_ids[]=1&goods_ids[]=2`: `[]` names are folded into arrays.
 */
export function parseForm(body: string): Record<string, unknown> {
  const raw = parseQs(body);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k.endsWith('[]')) out[k.slice(0, -2)] = Array.isArray(v) ? v : [v];
    else out[k] = v;
  }
  return out;
}
