import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { Coupon } from '../../../contract/checkout';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { couponsApi } from './coupons.api';
import { OverlaysContext } from '../../app/overlays/overlays-provider';
import type { I18n } from '../../i18n/runtime';
import CouponDialog from './coupon-dialog';
import { CouponStrip } from './coupon-strip';
import { homeBlocksResource } from '../home/home-blocks';
import type { IndexBlock } from '../../../contract/catalog';

/** The session as the dialog reads it: a token, signed in or not. */
const session = (() => {
  let state = { token: 'visitor-1', signedIn: false };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: typeof state) {
      state = next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
})();
vi.mock('../../app/session/selectors', () => ({
  useIsSignedIn: () => useSyncExternalStore(session.subscribe, () => session.get().signedIn),
  useSessionToken: () => useSyncExternalStore(session.subscribe, () => session.get().token),
}));

const coupon = (id: number, isGet = 0): Coupon => ({
  id,
  title: `Coupon ${id}`,
  code: `C${id}`,
  special_from_date: '2026-01-01T00:00:00.000Z',
  special_to_date: '2027-01-01T00:00:00.000Z',
  is_get: isGet,
  discount_type: 'amount',
  discount_value: id - 30,
  min_amount: 0,
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
/** The home blocks as the server sends them: the offered coupons in their `coupons` block. */
const offered = (ids: number[]): IndexBlock[] => [
  {
    id: 0,
    kind: 'coupons',
    title: '',
    subtitle: '',
    link: '',
    goods: [],
    items: ids.map((id) => ({ id, title: `Coupon ${id}`, subtitle: '', img: '', alt: '', link: '' })),
  },
];
beforeEach(() => {
  homeBlocksResource.reset(async () => offered([38, 39, 40, 41]));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog(props: Record<string, unknown> = {}, withStrip = false) {
  const refs: { overlays: ReturnType<typeof OverlaysContext.useActorRef> | null } = { overlays: null };
  function Grab() {
    refs.overlays = OverlaysContext.useActorRef();
    return null;
  }
  const onClose = vi.fn();
  const { Wrapper } = shellHarness({ i18n });
  render(
    <Wrapper>
      <Grab />
      {withStrip && <CouponStrip />}
      <CouponDialog props={props} closing={false} onClose={onClose} />
    </Wrapper>,
  );
  return { refs, onClose };
}

describe('the coupon dialog', () => {
  it('lists the coupons with their terms and GET or SAVED, under its title, with a close button', async () => {
    session.set({ token: 'customer-1', signedIn: true });
    vi.spyOn(couponsApi, 'couponList').mockResolvedValue([coupon(38), coupon(39, 1)]);
    const { onClose } = renderDialog();
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Coupons' });
    expect(dialog.querySelectorAll('li')).toHaveLength(2);
    expect(dialog.textContent).toMatch(/8\.00.* off/);
    expect(screen.getByRole('button', { name: 'Get the coupon Coupon 38' }).textContent).toBe('GET');
    expect(screen.getByRole('button', { name: 'Coupon Coupon 39: saved' }).textContent).toBe('SAVED');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('signed out, GET opens the sign-in dialog; once signed in the coupon dialog opens again to claim that coupon', async () => {
    session.set({ token: 'visitor-1', signedIn: false });
    vi.spyOn(couponsApi, 'couponList').mockResolvedValue([coupon(38), coupon(39)]);
    const claim = vi.spyOn(couponsApi, 'setCoupon');
    const { refs } = renderDialog();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Get the coupon Coupon 39' }));
    const open = refs.overlays!.getSnapshot().context;
    expect(open.overlay).toBe('login');
    expect(claim).not.toHaveBeenCalled();
    // What the sign-in dialog does on success: it closes, then calls onSuccess.
    act(() => {
      refs.overlays!.send({ type: 'overlay.close' });
      (open.props.onSuccess as () => void)();
    });
    expect(refs.overlays!.getSnapshot().context).toMatchObject({ overlay: 'coupon', props: { claim: 39 } });
  });

  it('opened with a coupon to claim (after the sign-in): claims it at once and shows SAVED, the others stay GET', async () => {
    session.set({ token: 'customer-2', signedIn: true });
    const list = vi
      .spyOn(couponsApi, 'couponList')
      .mockResolvedValueOnce([coupon(38), coupon(39)])
      .mockResolvedValue([coupon(38), coupon(39, 1)]);
    const claim = vi.spyOn(couponsApi, 'setCoupon').mockResolvedValue(coupon(39, 1));
    renderDialog({ claim: 39 });
    await flush();
    expect(claim.mock.calls).toEqual([[39]]);
    expect(screen.getByRole('button', { name: 'Coupon Coupon 39: saved' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get the coupon Coupon 38' })).toBeTruthy();
    // The claim has the list read again (the strip behind shows SAVED too); no second claim.
    expect(list).toHaveBeenCalledTimes(2);
    await flush();
    expect(claim).toHaveBeenCalledOnce();
  });

  it('a claim refused because the coupon is sold out reads the list again: strip and dialog drop it', async () => {
    session.set({ token: 'customer-3', signedIn: true });
    vi.spyOn(couponsApi, 'couponList')
      .mockResolvedValueOnce([coupon(38), coupon(40)])
      .mockResolvedValueOnce([coupon(38), coupon(40)])
      .mockResolvedValue([coupon(38)]);
    vi.spyOn(couponsApi, 'setCoupon').mockRejectedValue(new ApiError('conflict', 409, 'All of these coupons have been claimed'));
    renderDialog({}, true);
    await flush();
    expect(screen.getAllByRole('button', { name: 'Get the coupon Coupon 40' })).toHaveLength(2);
    const inDialog = screen.getByRole('dialog').querySelector('button[aria-label="Get the coupon Coupon 40"]')!;
    fireEvent.click(inDialog);
    await flush();
    expect(screen.queryAllByRole('button', { name: 'Get the coupon Coupon 40' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Get the coupon Coupon 38' })).toHaveLength(2);
  });

  it("the strip's See all opens the coupon dialog", async () => {
    session.set({ token: 'visitor-4', signedIn: false });
    vi.spyOn(couponsApi, 'couponList').mockResolvedValue([coupon(38)]);
    const refs: { overlays: ReturnType<typeof OverlaysContext.useActorRef> | null } = { overlays: null };
    function Grab() {
      refs.overlays = OverlaysContext.useActorRef();
      return null;
    }
    const { Wrapper } = shellHarness({ i18n });
    render(
      <Wrapper>
        <Grab />
        <CouponStrip />
      </Wrapper>,
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'See all' }));
    expect(refs.overlays!.getSnapshot().context.overlay).toBe('coupon');
  });

  it("asks for the coupons the operator offers, in the operator's order (from the home blocks), and shows no strip when none is offered", async () => {
    session.set({ token: 'visitor-5', signedIn: false });
    homeBlocksResource.reset(async () => offered([41, 38]));
    const list = vi.spyOn(couponsApi, 'couponList').mockResolvedValue([coupon(41), coupon(38)]);
    const { Wrapper } = shellHarness({ i18n });
    render(
      <Wrapper>
        <CouponStrip />
      </Wrapper>,
    );
    await flush();
    expect(list.mock.calls[0]![0]).toEqual([41, 38]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    cleanup();

    session.set({ token: 'visitor-6', signedIn: false });
    homeBlocksResource.reset(async () => offered([]));
    list.mockClear();
    render(
      <Wrapper>
        <CouponStrip />
      </Wrapper>,
    );
    await flush();
    expect(list).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Coupons' })).toBeNull();
  });
});
