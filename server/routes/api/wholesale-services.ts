import type { FastifyInstance } from 'fastify';
import { array } from 'yup';
import { paths } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import { COUNTRIES } from '../../../contract/regions';
import {
  acceptRebateSchema,
  createShippingSchema,
  updateCustomerSchema,
  type AcceptRebateInput,
  type CreateShippingInput,
  type UpdateCustomerInput,
} from '../../../contract/schemas/wholesale-services';
import { dropShipmentReply, dropShipmentsReply, rebateStatusReply } from '../../../contract/schemas/replies/wholesale-services';
import { int, listOf, obj, str } from '../../../contract/schemas/replies/shape';
import { replies } from '../../openapi/replies';
import { requireBusinessBuyer } from '../../services/wholesale/buyer';
import { createDropShipment, myDropShipments, updateEndCustomer } from '../../services/wholesale/drop-shipping';
import { acceptRebate, rebateStatus } from '../../services/wholesale/rebate';

const countryReply = listOf(
  obj({
    country: str(),
    country_id: str(),
    province: array(obj({ region_id: int(), country_id: str(), code: str(), default_name: str() })).optional(),
  }),
);

/**
 * Drop shipping, the end customer of an order, the countries of the address pickers and the annual
 * rebate (business buyers):
 * - POST Index/country: the countries (with regions where an address needs one);
 * - POST api/dropshipping/createShipping: one of the buyer's unshipped orders sent to their own
 *   customer (blind packaging, the end customer's address); GET api/dropshipping/list;
 * - POST api/orders/updateCustomer: the end customer of an unshipped drop-shipping order;
 * - GET api/users/rebateAgreement: the year's purchases, tier and rebate; POST {version}: accept it.
 */
export default async function wholesaleServiceRoutes(app: FastifyInstance) {
  const tags = ['wholesale'];
  app.post(
    `/${paths.country}`,
    {
      schema: { summary: 'The countries and their regions (address pickers)', tags: ['shop'], response: replies(countryReply) },
      config: { auth: 'none' },
    },
    async (_req, reply) => reply.header('cache-control', 'public, max-age=3600').ok(COUNTRIES),
  );

  app.post<{ Body: CreateShippingInput }>(
    `/${paths.createShipping}`,
    {
      schema: {
        summary: 'Send one of my orders to my customer (drop shipping)',
        tags,
        body: createShippingSchema,
        response: replies(dropShipmentReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) =>
      reply.ok(await createDropShipment(app.db, await requireBusinessBuyer(app, req.who.userId), req.body), said('dropShipSaved')),
  );

  app.get(
    `/${paths.dropShipments}`,
    {
      schema: { summary: 'My drop-shipping orders', tags, response: replies(dropShipmentsReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await myDropShipments(app.db, await requireBusinessBuyer(app, req.who.userId))),
  );

  app.post<{ Body: UpdateCustomerInput }>(
    `/${paths.updateCustomer}`,
    {
      schema: {
        summary: 'Change the end customer of an unshipped drop-shipping order',
        tags,
        body: updateCustomerSchema,
        response: replies(dropShipmentReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await updateEndCustomer(app.db, await requireBusinessBuyer(app, req.who.userId), req.body), said('dropShipSaved')),
  );

  app.get(
    `/${paths.rebateAgreement}`,
    {
      schema: { summary: 'My purchases this year, the rebate tier and the rebate earned', tags, response: replies(rebateStatusReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await rebateStatus(app.db, await requireBusinessBuyer(app, req.who.userId))),
  );

  app.post<{ Body: AcceptRebateInput }>(
    `/${paths.rebateAgreement}`,
    {
      schema: {
        summary: 'Accept the Annual Rebate Reward agreement (its current version)',
        tags,
        body: acceptRebateSchema,
        response: replies(rebateStatusReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) =>
      reply.ok(await acceptRebate(app.db, await requireBusinessBuyer(app, req.who.userId), req.body.version), said('rebateAccepted')),
  );
}
