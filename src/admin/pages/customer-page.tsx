import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { failureOf } from '../../../contract/codes';
import type { ConsoleFormName } from '../../../machines/admin/console-form.machine';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { useStaffSession } from '../app/session/staff-session-provider';
import { memberCan } from '../app/session/staff-session.view';
import { Note, PageHead } from '../app/shell/page-parts';
import { CustomerAccount, CustomerBusiness } from '../features/customers/customer-actions';
import { CustomerAddresses, CustomerCoupons, CustomerOrders, CustomerProfile } from '../features/customers/customer-detail';
import { customerFormLogic } from '../features/customers/customer-forms.actors';
import { customersApi } from '../features/customers/customers.api';

/** /admin/customers/:id: the customer's profile, orders, addresses, points, coupons, business profile, and (customers.manage) its changes. */
export default function CustomerPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const { member } = useStaffSession();
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<ConsoleFormName | null>(null);
  const onDone = useCallback((form: ConsoleFormName) => {
    setDone(form);
    setRound((n) => n + 1);
  }, []);
  const logic = useMemo(() => customerFormLogic(onDone), [onDone]);
  const customer = useLoad(`customer:${id}:${round}`, (signal) => customersApi.detail(id, signal), { keepWhileReloading: true });
  if (customer.status === 'failed' && failureOf(customer.error).kind === 'notFound') {
    return (
      <>
        <PageHead title={t('customer.notFound')} />
        <Link href={consoleRoutes.customers()}>{t('customer.back')}</Link>
      </>
    );
  }
  if (customer.status !== 'ready') return <LoadStates loaded={customer} loading={t('loading')} failed={t('customer.failed')} />;
  const c = customer.data;
  const canManage = memberCan(member, 'customers.manage');
  return (
    <>
      <Back href={consoleRoutes.customers()}>{t('customer.back')}</Back>
      <PageHead title={c.name || c.email} />
      {done && (
        <Note tone="success" role="status">
          {t(`customer.done.${done}`)}
        </Note>
      )}
      <Columns>
        <div>
          <CustomerProfile customer={c} />
          <CustomerOrders customer={c} />
          <CustomerCoupons customer={c} />
        </div>
        <div>
          <CustomerAccount customer={c} canManage={canManage} logic={logic} />
          <CustomerBusiness customer={c} canManage={canManage} logic={logic} />
          <CustomerAddresses customer={c} />
        </div>
      </Columns>
    </>
  );
}

const Back = styled(Link, { display: 'inline-block', marginBottom: '$2', color: '$brand', fontWeight: 600, fontSize: '$sm' });
const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: '$4',
  '@media (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  '& ul.plain': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' },
  '& address': { fontStyle: 'normal', fontSize: '$sm' },
});
