import type { AdminCustomerDetail } from '../../../../contract/admin';
import type { consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { Badge, Facts, Panel } from '../../app/shell/page-parts';
import { ConsoleForm } from '../forms/console-form';

/**
 * The business profile the customer declared and its review; Approve and Decline (with a reason,
 * mailed to the customer) while it waits, or to change the decision, when the member may manage customers.
 */
export function CustomerBusiness({
  customer: c,
  canManage,
  logic,
}: {
  customer: AdminCustomerDetail;
  canManage: boolean;
  logic: typeof consoleFormMachine;
}) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const b = c.business_profile;
  const key = `${c.id}:${b?.status ?? ''}:${b?.decided_at ?? ''}`;
  return (
    <Panel aria-labelledby="customer-business">
      <h2 id="customer-business">{t('customer.business')}</h2>
      {!b ? (
        <p>{t('customer.noBusiness')}</p>
      ) : (
        <>
          <Facts>
            <dt>{t('customer.company')}</dt>
            <dd>{b.company_name}</dd>
            <dt>{t('customer.taxId')}</dt>
            <dd>{b.tax_id}</dd>
            <dt>{t('customer.businessType')}</dt>
            <dd>{t(`customer.businessTypes.${b.business_type}`)}</dd>
            <dt>{t('customer.country')}</dt>
            <dd>{b.country}</dd>
            <dt>{t('customers.businessStatus')}</dt>
            <dd>
              <Badge tone={b.status === 'approved' ? 'success' : b.status === 'declined' ? 'danger' : undefined}>
                {t(`customers.business.${b.status}`)}
              </Badge>
              {b.decided_at && ` ${date(b.decided_at, 'medium+time')}`}
            </dd>
          </Facts>
          <p>
            <small>{c.business_approval ? t('customer.approvalOn') : t('customer.approvalOff')}</small>
          </p>
          {canManage && (
            <Buttons>
              {b.status !== 'approved' && (
                <ConsoleForm
                  key={`approve:${key}`}
                  logic={logic}
                  input={{ form: 'approve', values: { id: String(c.id) } }}
                  name={t('customer.approve')}
                  submit={t('customer.approve')}
                  fields={[]}
                />
              )}
              {b.status !== 'declined' && (
                <ConsoleForm
                  key={`decline:${key}`}
                  logic={logic}
                  input={{ form: 'decline', values: { id: String(c.id) } }}
                  name={t('customer.decline')}
                  submit={t('customer.decline')}
                  tone="danger"
                  fields={[{ name: 'reason', label: t('fields.reason'), type: 'textarea' }]}
                />
              )}
            </Buttons>
          )}
        </>
      )}
    </Panel>
  );
}

/** The account: Send password reset, and Disable (its sessions end, its orders stay) or Enable. */
export function CustomerAccount({
  customer: c,
  canManage,
  logic,
}: {
  customer: AdminCustomerDetail;
  canManage: boolean;
  logic: typeof consoleFormMachine;
}) {
  const { t } = useTranslation();
  if (!canManage) return null;
  const key = `${c.id}:${c.disabled}`;
  return (
    <Panel aria-labelledby="customer-account">
      <h2 id="customer-account">{t('customer.account')}</h2>
      <Buttons>
        <ConsoleForm
          key={`reset:${key}`}
          logic={logic}
          input={{ form: 'passwordReset', values: { id: String(c.id) } }}
          name={t('customer.passwordReset')}
          submit={t('customer.passwordReset')}
          tone="secondary"
          fields={[]}
        />
        {c.disabled ? (
          <ConsoleForm
            key={`enable:${key}`}
            logic={logic}
            input={{ form: 'enable', values: { id: String(c.id) } }}
            name={t('customer.enable')}
            submit={t('customer.enable')}
            tone="secondary"
            fields={[]}
          />
        ) : (
          <ConsoleForm
            key={`disable:${key}`}
            logic={logic}
            input={{ form: 'disable', values: { id: String(c.id) } }}
            name={t('customer.disable')}
            submit={t('customer.disable')}
            tone="danger"
            fields={[]}
          />
        )}
      </Buttons>
      <p>
        <small>{c.disabled ? t('customer.disabledHint') : t('customer.disableHint')}</small>
      </p>
    </Panel>
  );
}

const Buttons = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  alignItems: 'flex-start',
  '& form': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '$2', minWidth: 0 },
  '& form:has(textarea)': { flex: '1 1 12rem' },
  '& form > div': { width: '100%', marginBottom: 0 },
});
