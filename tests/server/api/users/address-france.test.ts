import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import type { Address } from '../../../../contract/checkout';
import { messages } from '../../../../contract/messages';
import type { Country } from '../../../../contract/regions';
import { addresses } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { customer, manyCustomers, usAddress } from '../../helpers/checkout';

/** A French address (Paris) with the given region id. */
const parisAddress = (region_id: number | string, over: Record<string, unknown> = {}) =>
  usAddress({ country_id: 'FR', region_id, city: 'Paris', street: '1 rue de Rivoli', postcode: '75001', phone: '+33 1 23 45 67 89', ...over });

describe.each(backends())("France's state picker lists its départements: Index/country and the address book (%s)", (backend) => {
  let t: TestApp;
  let france: Country;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    const res = await t.api<Country[]>('POST', paths.country);
    expect(res.body.code, res.text).toBe(200);
    france = res.body.data.find((c) => c.country_id === 'FR')!;
  });
  afterAll(() => t?.close());

  const departement = (code: string) => france.province!.find((p) => p.code === code)!;

  it('lists the 101 départements in the order of their numbers, not the regions', () => {
    const province = france.province!;
    expect(province).toHaveLength(101);
    expect(province.slice(0, 3).map((p) => [p.code, p.default_name])).toEqual([
      ['01', 'Ain'],
      ['02', 'Aisne'],
      ['03', 'Allier'],
    ]);
    const codes = province.map((p) => p.code);
    // Corsica's two between 19 and 21, Paris, and the five overseas départements last.
    expect(codes.slice(18, 21)).toEqual(['19', '2A', '2B']);
    expect(departement('75C').default_name).toBe('Paris');
    expect(codes.slice(-5)).toEqual(['971', '972', '973', '974', '976']);
    // None of the regions or overseas collectivities the picker listed before.
    for (const former of ['IDF', 'ARA', 'COR', 'NC', 'PF', 'TF']) expect(codes).not.toContain(former);
    expect(new Set(province.map((p) => p.region_id)).size).toBe(101);
    expect(province.every((p) => p.country_id === 'FR')).toBe(true);
  });

  it('saves an address with a département, its code and name from the data set', async () => {
    const { token } = await customer(t);
    const paris = departement('75C');
    const res = await t.api<Address>('POST', paths.addAddress, { token, form: parisAddress(paris.region_id) });
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ country_id: 'FR', country: 'France', region_id: paris.region_id, region_code: '75C', region: 'Paris' });
    const corse = departement('2A');
    const moved = await t.api<Address>('POST', paths.updateAddress(res.body.data.id), {
      token,
      form: parisAddress(corse.region_id, { city: 'Ajaccio', postcode: '20000' }),
    });
    expect(moved.body.data).toMatchObject({ region_id: corse.region_id, region_code: '2A', region: 'Corse-du-Sud' });
  });

  it("refuses a region id that is not France's (a US state's), with the field's message", async () => {
    const { token } = await customer(t);
    const res = await t.api('POST', paths.addAddress, { token, form: parisAddress(1005) });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ region_id: messages.regionInvalid });
    const none = await t.api('POST', paths.addAddress, { token, form: parisAddress('') });
    expect(none.body.data.errors).toEqual({ region_id: messages.regionRequired });
  });

  it('still loads and saves an address saved with a region, as the picker listed before', async () => {
    const { token, userId } = await customer(t);
    // Île-de-France as the former list gave it (France's block, 8th entry).
    const [row] = await t.db
      .insert(addresses)
      .values({
        userId,
        firstname: 'Ada',
        lastname: 'Lovelace',
        phone: '+33 1 23 45 67 89',
        countryId: 'FR',
        regionId: 6008,
        regionCode: 'IDF',
        region: 'Île-de-France',
        city: 'Paris',
        street: '1 rue de Rivoli',
        postcode: '75001',
        isDefault: true,
      })
      .returning();
    const book = await t.api<Address[]>('GET', paths.addressBooks, { token });
    expect(book.body.data).toEqual([expect.objectContaining({ id: row!.id, region_id: 6008, region_code: 'IDF', region: 'Île-de-France' })]);
    // Saved again unchanged (another street): its region is still accepted.
    const res = await t.api<Address>('POST', paths.updateAddress(row!.id), { token, form: parisAddress(6008, { street: '2 rue de Rivoli' }) });
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ street: '2 rue de Rivoli', region_id: 6008, region_code: 'IDF', region: 'Île-de-France' });
  });
});
