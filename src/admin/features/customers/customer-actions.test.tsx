import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { AdminCustomerDetail } from '../../../../contract/admin';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { CustomerAccount, CustomerBusiness } from './customer-actions';
import { customerFormLogic } from './customer-forms.actors';

const customer = (over: Partial<AdminCustomerDetail> = {}): AdminCustomerDetail => ({
  id: 12,
  email: 'buyer@example.com',
  name: 'Bea Buyer',
  firstname: 'Bea',
  lastname: 'Buyer',
  type: 'business',
  business_status: 'pending',
  orders_count: 0,
  total_spent: 0,
  disabled: false,
  disabled_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  newsletter: false,
  points: 0,
  orders: [],
  addresses: [],
  coupons: [],
  business_profile: {
    company_name: 'Lens & Co',
    tax_id: 'GB123',
    business_type: 'optician',
    country: 'GB',
    status: 'pending',
    decided_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  business_approval: true,
  ...over,
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

function draw(c: AdminCustomerDetail, canManage: boolean) {
  const logic = customerFormLogic(() => {});
  return render(
    <I18nProvider i18n={i18n}>
      <CustomerAccount customer={c} canManage={canManage} logic={logic} />
      <CustomerBusiness customer={c} canManage={canManage} logic={logic} />
    </I18nProvider>,
  );
}

describe('a customer’s changes, as the member’s role allows', () => {
  it('a manager sees Approve, Decline with a Reason, Send password reset and Disable', () => {
    draw(customer(), true);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    const decline = screen.getByRole('form', { name: 'Decline' });
    expect(within(decline).getByLabelText('Reason')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send password reset' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable' })).toBeNull();
  });

  it('a disabled account offers Enable; an approved business only Decline', () => {
    draw(customer({ disabled: true, business_status: 'approved', business_profile: { ...customer().business_profile!, status: 'approved' } }), true);
    expect(screen.getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('a member who may only read sees the business profile and no buttons', () => {
    draw(customer(), false);
    expect(screen.getByRole('region', { name: 'Business profile' }).textContent).toContain('Lens & Co');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
  });
});
