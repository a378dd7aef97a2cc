import { Link } from 'wouter';
import type { AdminCustomerDetail } from '../../../../contract/admin';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { Badge, Facts, Panel, Table, TableWrap } from '../../app/shell/page-parts';
import { useOrderMoney } from '../orders/order-format';
import { CustomerType } from './customer-type';

/** Who the customer is: name, e-mail, retail or business, since when, points, newsletter, the account's state. */
export function CustomerProfile({ customer: c }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const money = useOrderMoney();
  return (
    <Panel aria-labelledby="customer-profile">
      <h2 id="customer-profile">{t('customer.profile')}</h2>
      <Facts>
        <dt>{t('fields.name')}</dt>
        <dd>{[c.firstname, c.lastname].filter(Boolean).join(' ') || c.name || '—'}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{c.email}</dd>
        <dt>{t('customers.columns.type')}</dt>
        <dd>
          <CustomerType type={c.type} status={c.business_status} />
        </dd>
        <dt>{t('customers.columns.since')}</dt>
        <dd>{date(c.created_at, 'medium')}</dd>
        <dt>{t('customers.columns.orders')}</dt>
        <dd>{c.orders_count}</dd>
        <dt>{t('customers.columns.spent')}</dt>
        <dd>{money(c.total_spent, null)}</dd>
        <dt>{t('customer.points')}</dt>
        <dd>{c.points}</dd>
        <dt>{t('customer.newsletter')}</dt>
        <dd>{c.newsletter ? t('customer.yes') : t('customer.no')}</dd>
        <dt>{t('customers.columns.account')}</dt>
        <dd>
          {c.disabled ? (
            <>
              <Badge tone="danger">{t('customers.disabled')}</Badge> {c.disabled_at && date(c.disabled_at, 'medium+time')}
            </>
          ) : (
            <Badge tone="success">{t('customers.active')}</Badge>
          )}
        </dd>
      </Facts>
    </Panel>
  );
}

/** The customer's newest orders, each a link to the order. */
export function CustomerOrders({ customer: c }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const money = useOrderMoney();
  return (
    <Panel aria-labelledby="customer-orders">
      <h2 id="customer-orders">{t('customer.orders', { count: c.orders_count })}</h2>
      {c.orders.length === 0 ? (
        <p>{t('customer.noOrders')}</p>
      ) : (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('orders.columns.number')}</th>
                <th scope="col">{t('orders.columns.date')}</th>
                <th scope="col">{t('orders.columns.status')}</th>
                <th scope="col" className="num">
                  {t('orders.columns.items')}
                </th>
                <th scope="col" className="num">
                  {t('orders.columns.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {c.orders.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link href={consoleRoutes.order(o.id)}>{o.order_no}</Link>
                  </td>
                  <td>{date(o.created_at, 'medium')}</td>
                  <td>{t(`status.${o.status}`)}</td>
                  <td className="num">{o.item_count}</td>
                  <td className="num">{money(o.total, o.currency)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Panel>
  );
}

/** The customer's address book. */
export function CustomerAddresses({ customer: c }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="customer-addresses">
      <h2 id="customer-addresses">{t('customer.addresses')}</h2>
      {c.addresses.length === 0 ? (
        <p>{t('customer.noAddresses')}</p>
      ) : (
        <ul className="plain">
          {c.addresses.map((a) => (
            <li key={a.id}>
              <address>
                {a.firstname} {a.lastname}
                {a.is_default && (
                  <>
                    {' '}
                    <Badge tone="neutral">{t('customer.defaultAddress')}</Badge>
                  </>
                )}
                <br />
                {a.street}
                {a.street2 ? `, ${a.street2}` : ''}
                <br />
                {a.city}, {a.region} {a.postcode}
                <br />
                {a.country} · {a.phone}
              </address>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The coupons the customer holds, used or not. */
export function CustomerCoupons({ customer: c }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <Panel aria-labelledby="customer-coupons">
      <h2 id="customer-coupons">{t('customer.coupons')}</h2>
      {c.coupons.length === 0 ? (
        <p>{t('customer.noCoupons')}</p>
      ) : (
        <ul className="plain">
          {c.coupons.map((k) => (
            <li key={k.id}>
              <strong>{k.title}</strong> <code>{k.code}</code>{' '}
              {k.used_at ? (
                <Badge tone="neutral">{t('customer.couponUsed', { date: date(k.used_at, 'medium') })}</Badge>
              ) : (
                <small>{t('customer.couponValid', { date: date(k.valid_to, 'medium') })}</small>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
