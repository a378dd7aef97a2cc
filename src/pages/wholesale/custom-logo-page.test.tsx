import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { CustomerLogo } from '../../../contract/wholesale-services';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../api/errors';
import { servicesApi } from '../../features/wholesale/wholesale-services.api';
import { shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { Logos } from './custom-logo-page';

const logo = (id: number, name: string, chosen = false): CustomerLogo => ({
  id,
  name,
  mime: 'image/png',
  size: 10,
  url: `/api/orders/logo/${id}`,
  chosen,
  created_at: '2026-01-01T00:00:00.000Z',
});

afterEach(() => vi.restoreAllMocks());

describe('the custom logo page opened for an order (?chosed={order})', () => {
  it("choosing a logo prints it on that order and says so, with the order's link", async () => {
    vi.spyOn(servicesApi, 'logos').mockResolvedValue([logo(1, 'acme.png', true), logo(2, 'beta.png')]);
    vi.spyOn(servicesApi, 'logoFile').mockRejectedValue(new Error('not drawn here'));
    const choose = vi.spyOn(servicesApi, 'chooseLogo').mockResolvedValue(logo(2, 'beta.png', true));
    const { Wrapper } = shellHarness({ path: '/custom-logo?chosed=7', i18n: await testI18n() });
    render(
      <Wrapper>
        <Logos orderId={7} />
      </Wrapper>,
    );
    expect(await screen.findByText('For your order 7: choose the logo to print on it.')).toBeTruthy();
    // Every logo can be printed on the order, the one chosen for the next order too.
    expect(screen.getAllByRole('button', { name: /^Print on order 7: / })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Print on order 7: beta.png' }));
    expect(choose).toHaveBeenCalledWith(2, 7);
    const done = (await screen.findByText('Your logo will be printed on order 7.', { exact: false })).closest('[role="status"]')!;
    expect(done.querySelector('a')!.getAttribute('href')).toBe('/account/order-detail/7');
  });

  it('a refusal (the order shipped) is said, and the page says nothing of printing', async () => {
    vi.spyOn(servicesApi, 'logos').mockResolvedValue([logo(2, 'beta.png')]);
    vi.spyOn(servicesApi, 'logoFile').mockRejectedValue(new Error('not drawn here'));
    vi.spyOn(servicesApi, 'chooseLogo').mockRejectedValue(new ApiError('conflict', 409, messages.orderShipped));
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    render(
      <Wrapper>
        <Logos orderId={7} />
      </Wrapper>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Print on order 7: beta.png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.orderShipped);
    expect(screen.queryByText(/printed on order/)).toBeNull();
  });

  it('without an order, a logo is only chosen for the next order', async () => {
    vi.spyOn(servicesApi, 'logos').mockResolvedValue([logo(2, 'beta.png')]);
    vi.spyOn(servicesApi, 'logoFile').mockRejectedValue(new Error('not drawn here'));
    const choose = vi.spyOn(servicesApi, 'chooseLogo').mockResolvedValue(logo(2, 'beta.png', true));
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    render(
      <Wrapper>
        <Logos orderId={null} />
      </Wrapper>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Use for my next order' }));
    expect(choose).toHaveBeenCalledWith(2, undefined);
  });
});
