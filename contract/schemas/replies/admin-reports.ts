import { DASHBOARD_PERIODS, REPORT_KINDS, type Dashboard, type Report, type ReportColumn } from '../../admin-reports';
import { ORDER_STATUSES } from '../../orders';
import { int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';

// The console's dashboard and reports (contract/admin-reports.ts).

const currency = () => obj({ symbol: str(), money: str() });

const figures = obj({
  revenue: num(),
  orders: int(),
  average_order_value: num().nullable(),
  product_views: int(),
  conversion_rate: num().nullable(),
  refunds: num(),
  refund_count: int(),
});

/** GET api/admin/dashboard */
export const dashboardReply = obj({
  currency: currency(),
  generated_at: str(),
  periods: listOf(obj({ period: word(DASHBOARD_PERIODS), from: str(), to: str(), figures })),
  revenue_by_day: listOf(obj({ day: str(), revenue: num(), orders: int() })),
  orders_by_status: listOf(obj({ status: word(ORDER_STATUSES), count: int() })),
  top_products: listOf(obj({ goods_id: int(), name: str(), quantity: int(), revenue: num() })),
  low_stock: listOf(obj({ goods_id: int(), variant_id: int(), name: str(), color: str(), stock: int(), threshold: int() })),
  waiting: obj({ to_ship: int(), inbox_new: int(), business_pending: int() }),
});
type _Dashboard = Assert<Agrees<typeof dashboardReply, Dashboard>>;

const COLUMNS = ['label', 'orders', 'quantity', 'revenue', 'refunds', 'discount'] as const satisfies readonly ReportColumn[];
const row = () => obj({ key: str(), label: str(), orders: int(), quantity: int(), revenue: num(), refunds: num(), discount: num() });

/** GET api/admin/reports */
export const reportReply = obj({
  kind: word(REPORT_KINDS),
  from: str(),
  to: str(),
  currency: currency(),
  columns: listOf(word(COLUMNS)),
  rows: listOf(row()),
  totals: row(),
});
type _Report = Assert<Agrees<typeof reportReply, Report>>;
