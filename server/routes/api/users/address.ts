import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import { addressIdParamsSchema, addressSchema, type AddressForm } from '../../../../contract/schemas/checkout';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '../../../services/orders/addresses';
import { addressReply } from '../../../../contract/schemas/replies/orders';
import { listOf, noData } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

type IdParams = { id: number };

/**
 * The customer's address book (customers only):
 * - GET api/users/addressBooks -> Address[], the default first
 * - POST api/users/addAddress (form or JSON) -> the saved Address (the first one becomes the default)
 * - POST api/users/updateAddress/{id} -> the saved Address
 * - DELETE api/users/delAddress/{id} -> null
 * Another customer's address is a 404 addressNotFound, the same as an unknown id.
 */
export default async function addressRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };
  const userOf = (req: { who: { userId: number | null } }) => req.who.userId!;

  app.get(
    `/${paths.addressBooks}`,
    {
      schema: { summary: 'The address book, the default first', tags: ['checkout'], response: replies(listOf(addressReply)) },
      config,
    },
    async (req, reply) => reply.ok(await listAddresses(app.db, userOf(req))),
  );

  app.post<{ Body: AddressForm }>(
    `/${paths.addAddress}`,
    {
      schema: { summary: 'Add an address (the first becomes the default)', tags: ['checkout'], body: addressSchema, response: replies(addressReply) },
      config,
    },
    async (req, reply) => reply.ok(await addAddress(app.db, userOf(req), req.body)),
  );

  app.post<{ Body: AddressForm; Params: IdParams }>(
    `/${patterns.updateAddress}`,
    {
      schema: {
        summary: 'Change an address',
        tags: ['checkout'],
        params: addressIdParamsSchema,
        body: addressSchema,
        response: replies(addressReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updateAddress(app.db, userOf(req), req.params.id, req.body)),
  );

  app.delete<{ Params: IdParams }>(
    `/${patterns.delAddress}`,
    {
      schema: { summary: 'Delete an address', tags: ['checkout'], params: addressIdParamsSchema, response: replies(noData()) },
      config,
    },
    async (req, reply) => {
      await deleteAddress(app.db, userOf(req), req.params.id);
      return reply.ok(null);
    },
  );
}
