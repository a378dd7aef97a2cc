import type { FastifyInstance } from 'fastify';
import { adminPromotionPaths, adminPromotionPatterns } from '../../../../contract/admin-promotions';
import { said } from '../../../../contract/messages';
import {
  couponActiveSchema,
  couponInputSchema,
  couponParamsSchema,
  couponQuerySchema,
  couponUpdateSchema,
  currenciesInputSchema,
  saleInputSchema,
  saleParamsSchema,
  saleUpdateSchema,
  type CouponActiveInput,
  type CouponInput,
  type CouponParams,
  type CouponQuery,
  type CouponUpdate,
  type CurrenciesInput,
  type SaleInput,
  type SaleParams,
  type SaleUpdate,
} from '../../../../contract/schemas/admin-promotions';
import {
  adminCouponPageReply,
  adminCouponReply,
  adminCurrenciesReply,
  adminSaleReply,
  saleCategoryChoiceReply,
} from '../../../../contract/schemas/replies/admin-promotions';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';
import { adminCoupon, createCoupon, listAdminCoupons, setCouponActive, updateCoupon } from '../../../services/promotions/coupons';
import { adminCurrencies, saveCurrencies } from '../../../services/promotions/currencies';
import { adminSale, createSale, listAdminSales, saleCategoryChoices, updateSale } from '../../../services/promotions/sales';

/**
 * api/admin/coupons, sales, currencies: the console's promotions (catalogue.manage). Every change
 * is in the audit log and drops what the shop has cached of it, in every process.
 */
export default async function adminPromotionRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'catalogue.manage' } as const;

  app.get<{ Querystring: CouponQuery }>(
    `/${adminPromotionPaths.coupons}`,
    {
      schema: {
        summary: 'Coupons with their claims and redemptions: found by title or code, by state, newest first, one page',
        tags,
        querystring: couponQuerySchema,
        response: replies(adminCouponPageReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await listAdminCoupons(app.db, req.query)),
  );

  app.post<{ Body: CouponInput }>(
    `/${adminPromotionPaths.coupons}`,
    {
      schema: {
        summary: 'A new coupon: claimable by shoppers (offered in the strip or not), or a code typed at checkout',
        tags,
        body: couponInputSchema,
        response: replies(adminCouponReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await createCoupon(app, req.staff, req.body), said('couponStored')),
  );

  app.get<{ Params: CouponParams }>(
    `/${adminPromotionPatterns.coupon}`,
    { schema: { summary: 'One coupon', tags, params: couponParamsSchema, response: replies(adminCouponReply) }, config },
    async (req, reply) => reply.ok(await adminCoupon(app.db, req.params.id)),
  );

  app.put<{ Params: CouponParams; Body: CouponUpdate }>(
    `/${adminPromotionPatterns.coupon}`,
    {
      schema: {
        summary: 'Saves a coupon read at `version` (409 when changed since)',
        description: 'The quantity can never go below the claims already made (422 on quantity), also while shoppers claim it.',
        tags,
        params: couponParamsSchema,
        body: couponUpdateSchema,
        response: replies(adminCouponReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updateCoupon(app, req.staff, req.params.id, req.body), said('couponStored')),
  );

  app.post<{ Params: CouponParams; Body: CouponActiveInput }>(
    `/${adminPromotionPatterns.couponActive}`,
    {
      schema: {
        summary: 'Ends (disables) a coupon at once, or enables it again',
        tags,
        params: couponParamsSchema,
        body: couponActiveSchema,
        response: replies(adminCouponReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await setCouponActive(app, req.staff, req.params.id, req.body), said('couponStored')),
  );

  app.get(
    `/${adminPromotionPaths.sales}`,
    { schema: { summary: 'Every sale event, latest ending first', tags, response: replies(listOf(adminSaleReply)) }, config },
    async (_req, reply) => reply.ok(await listAdminSales(app.db)),
  );

  app.post<{ Body: SaleInput }>(
    `/${adminPromotionPaths.sales}`,
    { schema: { summary: 'A new sale event', tags, body: saleInputSchema, response: replies(adminSaleReply) }, config },
    async (req, reply) => reply.ok(await createSale(app, req.staff, req.body), said('saleSaved')),
  );

  app.get(
    `/${adminPromotionPaths.saleCategories}`,
    { schema: { summary: 'The categories a sale can cover', tags, response: replies(listOf(saleCategoryChoiceReply)) }, config },
    async (_req, reply) => reply.ok(await saleCategoryChoices(app.db)),
  );

  app.get<{ Params: SaleParams }>(
    `/${adminPromotionPatterns.sale}`,
    { schema: { summary: 'One sale event', tags, params: saleParamsSchema, response: replies(adminSaleReply) }, config },
    async (req, reply) => reply.ok(await adminSale(app.db, req.params.id)),
  );

  app.put<{ Params: SaleParams; Body: SaleUpdate }>(
    `/${adminPromotionPatterns.sale}`,
    {
      schema: {
        summary: 'Saves a sale read at `version` (409 when changed since); the shop’s countdown follows its end',
        tags,
        params: saleParamsSchema,
        body: saleUpdateSchema,
        response: replies(adminSaleReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updateSale(app, req.staff, req.params.id, req.body), said('saleSaved')),
  );

  app.get(
    `/${adminPromotionPaths.currencies}`,
    { schema: { summary: 'The currencies: rates per US dollar and the default', tags, response: replies(adminCurrenciesReply) }, config },
    async (_req, reply) => reply.ok(await adminCurrencies(app.db)),
  );

  app.put<{ Body: CurrenciesInput }>(
    `/${adminPromotionPaths.currencies}`,
    {
      schema: {
        summary: 'Saves rates and the default currency, read at `version` (409 when changed since)',
        tags,
        body: currenciesInputSchema,
        response: replies(adminCurrenciesReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await saveCurrencies(app, req.staff, req.body), said('currenciesSaved')),
  );
}
