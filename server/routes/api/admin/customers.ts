import type { FastifyInstance } from 'fastify';
import { adminCustomerPaths, adminCustomerPatterns } from '../../../../contract/admin';
import { said } from '../../../../contract/messages';
import {
  adminBusinessDecisionSchema,
  adminCustomerParamsSchema,
  adminCustomerQuerySchema,
  type AdminBusinessDecisionInput,
  type AdminCustomerParams,
  type AdminCustomerQueryInput,
} from '../../../../contract/schemas/admin-customers';
import { adminCustomerDetailReply, adminCustomerPageReply } from '../../../../contract/schemas/replies/admin-customers';
import { noData } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';
import { decideBusiness, disableCustomer, enableCustomer, sendCustomerPasswordReset } from '../../../services/customers/customer-actions';
import { customerDetail, listCustomers } from '../../../services/customers/customers-read';

/**
 * api/admin/customers/*: the console's customers. Reading needs customers.read (fulfilment and
 * support have it); every change customers.manage (owner, manager), each in the audit log.
 */
export default async function adminCustomerRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const read = { staff: 'customers.read' } as const;
  const manage = { staff: 'customers.manage' } as const;

  app.get<{ Querystring: AdminCustomerQueryInput }>(
    `/${adminCustomerPaths.customers}`,
    {
      schema: {
        summary: 'Customers: searched by e-mail prefix or name, filtered by retail/business and business status, sorted, one page',
        tags,
        querystring: adminCustomerQuerySchema,
        response: replies(adminCustomerPageReply),
      },
      config: read,
    },
    async (req, reply) => reply.ok(await listCustomers(app.db, req.query)),
  );

  app.get<{ Params: AdminCustomerParams }>(
    `/${adminCustomerPatterns.customer}`,
    {
      schema: {
        summary: 'One customer: profile, orders, addresses, points, coupons, business profile',
        tags,
        params: adminCustomerParamsSchema,
        response: replies(adminCustomerDetailReply),
      },
      config: read,
    },
    async (req, reply) => reply.ok(await customerDetail(app.db, app.config, req.params.id)),
  );

  app.post<{ Params: AdminCustomerParams; Body: AdminBusinessDecisionInput }>(
    `/${adminCustomerPatterns.customerBusiness}`,
    {
      schema: {
        summary: "Approves or declines a customer's business account (the customer is mailed)",
        description: 'With BUSINESS_APPROVAL=1, wholesale prices and the business services start only once approved.',
        tags,
        params: adminCustomerParamsSchema,
        body: adminBusinessDecisionSchema,
        response: replies(adminCustomerDetailReply),
      },
      config: manage,
    },
    async (req, reply) =>
      reply.ok(
        await decideBusiness(app, req.staff, req.params.id, req.body),
        said(req.body.decision === 'approve' ? 'businessApproved' : 'businessDeclined'),
      ),
  );

  app.post<{ Params: AdminCustomerParams }>(
    `/${adminCustomerPatterns.customerPasswordReset}`,
    {
      schema: { summary: 'Mails the customer a password-reset link', tags, params: adminCustomerParamsSchema, response: replies(noData()) },
      config: manage,
    },
    async (req, reply) => {
      await sendCustomerPasswordReset(app, req.staff, req.params.id);
      return reply.ok(null, said('customerResetSent'));
    },
  );

  app.post<{ Params: AdminCustomerParams }>(
    `/${adminCustomerPatterns.customerDisable}`,
    {
      schema: {
        summary: 'Disables an account: its sessions end at once and sign-in is refused; its orders stay',
        tags,
        params: adminCustomerParamsSchema,
        response: replies(adminCustomerDetailReply),
      },
      config: manage,
    },
    async (req, reply) => reply.ok(await disableCustomer(app, req.staff, req.params.id), said('customerDisabled')),
  );

  app.post<{ Params: AdminCustomerParams }>(
    `/${adminCustomerPatterns.customerEnable}`,
    {
      schema: { summary: 'Enables a disabled account again', tags, params: adminCustomerParamsSchema, response: replies(adminCustomerDetailReply) },
      config: manage,
    },
    async (req, reply) => reply.ok(await enableCustomer(app, req.staff, req.params.id), said('customerEnabled')),
  );
}
