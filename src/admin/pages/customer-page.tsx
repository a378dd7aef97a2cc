import { useMemo } from 'react';
import { useParams } from 'wouter';
import type { ConsoleFormName } from '../../../machines/admin/console-form.machine';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { useStaffSession } from '../app/session/staff-session-provider';
import { memberCan } from '../app/session/staff-session.view';
import { Note, PageHead } from '../app/shell/page-parts';
import { DetailColumns, DetailPage, useDetail, useDoneForm } from '../components/detail-page';
import { CustomerAccount, CustomerBusiness } from '../features/customers/customer-actions';
import { CustomerAddresses, CustomerCoupons, CustomerOrders, CustomerProfile } from '../features/customers/customer-detail';
import { customerFormLogic } from '../features/customers/customer-forms.actors';
import { customersApi } from '../features/customers/customers.api';

/** /admin/customers/:id: the customer's profile, orders, addresses, points, coupons, business profile, and (customers.manage) its changes. */
export default function CustomerPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const { member } = useStaffSession();
  const { loaded, reload } = useDetail(`customer:${id}`, (signal) => customersApi.detail(id, signal));
  const { done, onDone } = useDoneForm<ConsoleFormName>(reload);
  const logic = useMemo(() => customerFormLogic(onDone), [onDone]);
  const canManage = memberCan(member, 'customers.manage');
  return (
    <DetailPage
      loaded={loaded}
      back={{ href: consoleRoutes.customers(), label: t('customer.back') }}
      notFound={t('customer.notFound')}
      failed={t('customer.failed')}
    >
      {(c) => (
        <>
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
      )}
    </DetailPage>
  );
}

const Columns = styled(DetailColumns, { '& address': { fontStyle: 'normal', fontSize: '$sm' } });
