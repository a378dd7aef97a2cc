import type { Coupon } from '../../../contract/checkout';
import type { couponMachine } from '../../../machines/coupon.machine';
import { couponsApi } from './coupons.api';
import { useMoney } from '../currency/use-money';
import { loadOfferedCouponIds } from '../home/home-blocks';
import { useLoad, type Loaded } from '../../components/use-load';
import { styled } from '../../styles/theme';
import { CouponButton } from './coupon-button';
import { useCouponListReads } from './coupon-list-reads';
import { CouponTerms } from './coupon-terms';
import { Ticket } from './coupon-ticket';

/**
 * The coupons the shop offers (the operator's choice, learnt from the home page's blocks: no
 * request of its own on the home page) as the caller sees them (is_get), read again when the token
 * changes (signing in or out changes who holds what) or a claim changed the list. What was shown
 * stays on screen while it is read again, so the buttons (and a claim waiting for the sign-in) go on.
 */
export function useCouponList(token: string): Loaded<Coupon[]> & { retry(): void } {
  const reads = useCouponListReads();
  return useLoad<Coupon[]>(
    `coupons:${token}:${reads}`,
    async (signal) => {
      const ids = await loadOfferedCouponIds();
      return ids.length ? couponsApi.couponList(ids, signal) : [];
    },
    { keepWhileReloading: true },
  );
}

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  variants: {
    layout: {
      /** The strip: one row the shopper swipes through. */
      row: {
        margin: '0 -$4',
        padding: '0 $4 $2',
        gridAutoFlow: 'column',
        gridAutoColumns: '82%',
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        overscrollBehaviorX: 'contain',
        '& > li': { scrollSnapAlign: 'start' },
      },
      /** The dialog: one under the other. */
      column: {},
    },
  },
});

/**
 * The coupons as tickets, each with its terms and GET or SAVED: the one list UI of the coupon
 * strip (a row) and the coupon dialog (a column, its buttons on couponInDialogLogic, `claim` the
 * coupon to claim at once).
 */
export function CouponTickets({
  coupons,
  layout,
  logic,
  claim,
}: {
  coupons: Coupon[];
  layout: 'row' | 'column';
  logic?: typeof couponMachine;
  claim?: number;
}) {
  const money = useMoney();
  return (
    <List layout={layout}>
      {coupons.map((c) => (
        <Ticket key={c.id}>
          <div>
            <CouponTerms coupon={c} money={money} />
          </div>
          <CouponButton coupon={c} logic={logic} claimAtStart={c.id === claim} />
        </Ticket>
      ))}
    </List>
  );
}
