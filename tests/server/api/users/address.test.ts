import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { Address } from '../../../../contract/checkout';
import { ADDRESS_BOOK_MAX } from '../../../../contract/constants';
import { messages } from '../../../../contract/messages';
import { addresses } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { visitorToken } from '../../helpers/sessions';
import { addAddress, california, customer, manyCustomers, usAddress } from '../../helpers/checkout';

describe.each(backends())('address book: api/users/addressBooks, addAddress, updateAddress, delAddress (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const book = async (token: string) => (await t.api<Address[]>('GET', paths.addressBooks, { token })).body.data;

  it('saves a US address with the region code and name from the dataset, the first one as the default', async () => {
    const { token } = await customer(t);
    expect(await book(token)).toEqual([]);
    const saved = await addAddress(t, token, { is_default: 0 });
    expect(saved).toEqual({
      id: expect.any(Number),
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '+1 555 010 0000',
      country_id: 'US',
      country: 'United States',
      region_id: california.region_id,
      region_code: 'CA',
      region: 'California',
      city: 'Los Angeles',
      street: '1 Main St',
      street2: '',
      postcode: '90001',
      is_default: true,
    });
    expect(await book(token)).toEqual([saved]);
  });

  it('keeps a free-text state for a country without regions, and ignores a region id sent for it', async () => {
    const { token } = await customer(t);
    const saved = await addAddress(t, token, { country_id: 'gb', region_id: 5001, region: 'Greater London', postcode: 'SW1A 1AA', city: 'London' });
    expect(saved).toMatchObject({ country_id: 'GB', country: 'United Kingdom', region_id: null, region_code: '', region: 'Greater London' });
  });

  it('moves the default mark to the address marked default, lists the default first, and keeps one default', async () => {
    const { token } = await customer(t);
    const first = await addAddress(t, token);
    const second = await addAddress(t, token, { street: '2 Second St', is_default: 1 });
    expect(second.is_default).toBe(true);
    let list = await book(token);
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Un-marking the default keeps it: the book always has one.
    const res = await t.api<Address>('POST', paths.updateAddress(second.id), { token, form: usAddress({ street: '2b Second St', is_default: 0 }) });
    expect(res.body.data).toMatchObject({ street: '2b Second St', is_default: true });
    await t.api('POST', paths.updateAddress(first.id), { token, form: usAddress({ is_default: 1 }) });
    list = await book(token);
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([first.id]);

    // Deleting the default hands the mark to the newest other address.
    const third = await addAddress(t, token, { street: '3 Third St' });
    expect((await t.api('DELETE', paths.delAddress(first.id), { token })).body.code).toBe(200);
    list = await book(token);
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
  });

  it("answers 422 with each field's message for a bad address, and saves nothing", async () => {
    const { token, userId } = await customer(t);
    const res = await t.api('POST', paths.addAddress, {
      token,
      form: { firstname: ' ', lastname: '', phone: 'abc', country_id: 'ZZ', city: '', street: '', postcode: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toMatchObject({
      firstname: messages.firstnameRequired,
      lastname: messages.lastnameRequired,
      phone: messages.phoneInvalid,
      country_id: messages.countryRequired,
      city: messages.cityRequired,
      street: messages.streetRequired,
      postcode: messages.postcodeRequired,
    });
    const noRegion = await t.api('POST', paths.addAddress, { token, form: usAddress({ region_id: '' }) });
    expect(noRegion.body.data.errors).toEqual({ region_id: messages.regionRequired });
    const wrongRegion = await t.api('POST', paths.addAddress, { token, form: usAddress({ region_id: 2001 }) });
    expect(wrongRegion.body.data.errors).toEqual({ region_id: messages.regionInvalid });
    const badZip = await t.api('POST', paths.addAddress, { token, form: usAddress({ postcode: '9000' }) });
    expect(badZip.body.data.errors).toEqual({ postcode: messages.postcodeInvalid });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses`, async () => {
    const { token, userId } = await customer(t);
    await t.db.insert(addresses).values(
      Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => ({
        userId,
        firstname: 'A',
        lastname: 'B',
        phone: '5550100',
        countryId: 'GB',
        city: 'London',
        street: `${i} Road`,
        postcode: 'SW1A 1AA',
        isDefault: i === 0,
      })),
    );
    const res = await t.api('POST', paths.addAddress, { token, form: usAddress() });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(messages.addressBookFull);
    expect(await book(token)).toHaveLength(ADDRESS_BOOK_MAX);
  });

  it("treats another customer's address as unknown: 404 addressNotFound, and it stays as it was", async () => {
    const owner = await customer(t);
    const other = await customer(t);
    const theirs = await addAddress(t, owner.token);
    const update = await t.api('POST', paths.updateAddress(theirs.id), { token: other.token, form: usAddress({ street: 'Hijacked' }) });
    expect(update.status).toBe(404);
    expect(update.body.msg).toBe(messages.addressNotFound);
    const del = await t.api('DELETE', paths.delAddress(theirs.id), { token: other.token });
    expect(del.status).toBe(404);
    expect(await book(other.token)).toEqual([]);
    expect(await book(owner.token)).toEqual([theirs]);
    expect((await t.api('DELETE', paths.delAddress(999_999), { token: owner.token })).status).toBe(404);
  });

  it('is for customers only: a visitor is refused with 403, no token with 401', async () => {
    const visitor = await visitorToken(t);
    expect((await t.api('GET', paths.addressBooks, { token: visitor })).status).toBe(403);
    expect((await t.api('POST', paths.addAddress, { token: visitor, form: usAddress() })).status).toBe(403);
    expect((await t.api('GET', paths.addressBooks)).status).toBe(401);
    // Who may ask comes before what was asked: an empty form from a visitor or nobody is not a 422.
    const empty = await t.api('POST', paths.addAddress, { token: visitor, form: {} });
    expect(empty.status).toBe(403);
    expect(empty.body.msg).toBe(messages.signInRequired);
    expect((await t.api('POST', paths.addAddress, { form: {} })).status).toBe(401);
  });
});
