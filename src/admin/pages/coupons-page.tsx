import { useSearch } from 'wouter';
import { COUPON_STATES } from '../../../contract/admin-promotions';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { ListFilters } from '../components/list-filters';
import { ListPage, useListLoad } from '../components/list-page';
import { atPage } from '../components/url-query';
import { couponQueryOf, couponSearchOf } from '../features/promotions/coupon-query';
import { CouponsTable } from '../features/promotions/coupons-table';
import { ActionLink } from '../features/promotions/promotion-parts';
import { promotionsApi, type CouponListQuery } from '../features/promotions/promotions.api';

const layout = { columns: 'minmax(8rem, 2fr) minmax(4rem, 1fr) auto', narrowAt: 900, narrowColumns: 'repeat(2, 1fr)' };

/** /admin/coupons?…: the coupons with their claims and redemptions, found by title or code and state; New coupon. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const query = couponQueryOf(useSearch());
  const search = couponSearchOf(query);
  const list = useListLoad('coupons', search, (signal) => promotionsApi.coupons(query, signal));
  return (
    <ListPage
      title={t('coupons.title')}
      actions={<ActionLink href={consoleRoutes.couponNew()}>{t('coupons.newCoupon')}</ActionLink>}
      filters={
        <ListFilters
          label={t('coupons.filters')}
          layout={layout}
          resetKey={search}
          hrefOf={(v) => consoleRoutes.coupons(couponSearchOf(v as CouponListQuery))}
          clearHref={consoleRoutes.coupons()}
          fields={[
            { name: 'q', label: t('coupons.search'), type: 'search', value: query.q, placeholder: t('coupons.searchHint') },
            {
              name: 'state',
              label: t('coupons.state'),
              value: query.state,
              options: COUPON_STATES.map((s) => ({ value: s, label: t(`coupons.states.${s}`) })),
            },
          ]}
        />
      }
      list={list}
      failed={t('coupons.failed')}
      none={t('coupons.none')}
      count={(count) => t('coupons.count', { count })}
      pageHref={(page) => consoleRoutes.coupons(couponSearchOf(atPage(query, page)))}
    >
      {(rows) => <CouponsTable rows={rows} />}
    </ListPage>
  );
}
