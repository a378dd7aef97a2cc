import type { FastifyInstance } from 'fastify';
import { reportPaths } from '../../../../contract/admin-reports';
import { reportQuerySchema, type ReportQueryInput } from '../../../../contract/schemas/admin-reports';
import { dashboardReply, reportReply } from '../../../../contract/schemas/replies/admin-reports';
import { dashboard } from '../../../services/reports/dashboard';
import { report, reportCsv } from '../../../services/reports/reports';
import { mediaReply, replies } from '../../../openapi/replies';

/**
 * The console's dashboard and reports (reports.read: owner, manager), read from the orders and
 * payments as they are (services/reports/):
 * - GET api/admin/dashboard: today, the last 7 and 30 UTC days, the revenue per day, orders by
 *   status, top products, low-stock colours and the waiting work
 * - GET api/admin/reports?kind=&from=&to=: one report over whole UTC days (at most 366)
 * - GET api/admin/reports.csv?(the same): that report as CSV
 */
export default async function adminReportsRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'reports.read' } as const;
  const money =
    "Money is in the shop's default currency: each payment converted from USD at the rate in force when it succeeded (currency_rates), rounded to cents.";

  app.get(
    `/${reportPaths.dashboard}`,
    {
      schema: {
        summary: "The console's home page: figures of today, the last 7 and 30 days, and the waiting work",
        description: `Days are UTC days, today included. ${money} Conversion rate: paid orders per product view.`,
        tags,
        response: replies(dashboardReply),
      },
      config,
    },
    async (_req, reply) => reply.ok(await dashboard(app.db)),
  );

  app.get<{ Querystring: ReportQueryInput }>(
    `/${reportPaths.report}`,
    {
      schema: {
        summary: 'A report over a range of days: sales by day, product, category, payment method or country; coupons; live rooms',
        description: `from and to are whole UTC days, both included, at most 366 days apart. ${money}`,
        tags,
        querystring: reportQuerySchema,
        response: replies(reportReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await report(app.db, req.query)),
  );

  app.get<{ Querystring: ReportQueryInput }>(
    `/${reportPaths.reportCsv}`,
    {
      schema: {
        summary: 'A report as CSV',
        description: 'The same query as the report; a heading line, a line per row and a Total line; formula-looking cells start with an apostrophe.',
        tags,
        querystring: reportQuerySchema,
        response: mediaReply('text/csv'),
      },
      config,
    },
    async (req, reply) => {
      const r = await report(app.db, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${r.kind}-${r.from}-${r.to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(reportCsv(r));
    },
  );
}
