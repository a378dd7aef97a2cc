import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { COUPON_KINDS, type AdminCoupon } from '../../../contract/admin-promotions';
import type { ConsoleFormName } from '../../../machines/admin/console-form.machine';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { Note, PageHead, Panel } from '../app/shell/page-parts';
import { DetailColumns, DetailPage, useDetail } from '../components/detail-page';
import { ConsoleForm, type FormField } from '../features/forms/console-form';
import { promotionFormLogic } from '../features/promotions/promotion-forms.actors';
import { CouponStateBadge, useCouponDiscount } from '../features/promotions/promotion-parts';
import { couponValuesOf, newCouponValues } from '../features/promotions/promotion-values';
import { promotionsApi } from '../features/promotions/promotions.api';

/** The coupon form's fields (the same for a new coupon and a saved one). */
function useCouponFields(): FormField[] {
  const { t } = useTranslation();
  return [
    { name: 'title', label: t('coupon.fields.title') },
    { name: 'claimable', label: t('coupon.fields.claimable'), type: 'checkbox' },
    { name: 'code', label: t('coupon.fields.codeHint'), autoComplete: 'off' },
    {
      name: 'discount_type',
      label: t('coupon.fields.kind'),
      type: 'select',
      options: COUPON_KINDS.map((k) => ({ value: k, label: t(`coupon.kinds.${k}`) })),
    },
    { name: 'discount_value', label: t('coupon.fields.value'), type: 'number', step: '0.01' },
    { name: 'min_amount', label: t('coupon.fields.minSpend'), type: 'number', step: '0.01' },
    { name: 'valid_from', label: t('coupon.fields.from'), type: 'datetime-local' },
    { name: 'valid_to', label: t('coupon.fields.to'), type: 'datetime-local' },
    { name: 'quantity', label: t('coupon.fields.quantity'), type: 'number', step: '1' },
    { name: 'offered', label: t('coupon.fields.offered'), type: 'checkbox' },
    { name: 'offer_sort', label: t('coupon.fields.offerSort'), type: 'number', step: '1' },
    { name: 'active', label: t('coupon.fields.active'), type: 'checkbox' },
  ];
}

/** /admin/coupons/new and /admin/coupons/:id (catalogue.manage). */
export default function CouponPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <SavedCoupon id={Number(id)} /> : <NewCoupon />;
}

/** A new coupon: once created, its own page opens. */
function NewCoupon() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const fields = useCouponFields();
  const logic = useMemo(() => promotionFormLogic((_form, output) => navigate(consoleRoutes.coupon((output as AdminCoupon).id))), [navigate]);
  const values = useMemo(() => newCouponValues(), []);
  return (
    <>
      <PageHead title={t('coupon.newTitle')} />
      <Panel aria-label={t('coupon.form')}>
        <ConsoleForm logic={logic} input={{ form: 'coupon', values }} name={t('coupon.form')} submit={t('coupon.create')} fields={fields} />
      </Panel>
    </>
  );
}

/** A saved coupon: its claims, its form (saved at the version read), and End or Enable again. */
function SavedCoupon({ id }: { id: number }) {
  const { t } = useTranslation();
  const fields = useCouponFields();
  const discount = useCouponDiscount();
  const { loaded, reload } = useDetail(`coupon:${id}`, (signal) => promotionsApi.coupon(id, signal));
  const [done, setDone] = useState<ConsoleFormName | null>(null);
  const onDone = useCallback(
    (form: ConsoleFormName) => {
      setDone(form);
      reload();
    },
    [reload],
  );
  const logic = useMemo(() => promotionFormLogic(onDone), [onDone]);
  return (
    <DetailPage
      loaded={loaded}
      back={{ href: consoleRoutes.coupons(), label: t('coupon.back') }}
      notFound={t('coupon.notFound')}
      failed={t('coupon.failed')}
    >
      {(c) => (
        <>
          <PageHead title={c.title} />
          {done && (
            <Note tone="success" role="status">
              {done === 'couponActive' ? t(c.active ? 'coupon.enabled' : 'coupon.ended') : t('coupon.saved')}
            </Note>
          )}
          <DetailColumns>
            <Panel aria-label={t('coupon.form')}>
              <ConsoleForm
                key={`${c.id}:${c.version}`}
                logic={logic}
                input={{ form: 'coupon', values: couponValuesOf(c) }}
                name={t('coupon.form')}
                submit={t('coupon.save')}
                fields={fields}
              />
            </Panel>
            <div>
              <Panel aria-labelledby="coupon-claims">
                <h2 id="coupon-claims">{t('coupon.claims')}</h2>
                <p>
                  {discount(c)} · <CouponStateBadge state={c.state} />
                </p>
                <p>
                  {t('coupon.claimsText', {
                    claimed: c.claimed,
                    used: c.used,
                    limit: c.quantity == null ? t('coupons.noLimit') : t('coupons.of', { claimed: c.claimed, quantity: c.quantity }),
                  })}
                </p>
              </Panel>
              <Panel aria-labelledby="coupon-end">
                <h2 id="coupon-end">{c.active ? t('coupon.end') : t('coupon.enable')}</h2>
                {c.active && <p>{t('coupon.endHint')}</p>}
                <ConsoleForm
                  key={`active:${c.version}`}
                  logic={logic}
                  input={{ form: 'couponActive', values: { id: String(c.id), version: String(c.version), active: c.active ? 'false' : 'true' } }}
                  name={c.active ? t('coupon.end') : t('coupon.enable')}
                  submit={c.active ? t('coupon.end') : t('coupon.enable')}
                  tone={c.active ? 'danger' : 'secondary'}
                  fields={[]}
                />
              </Panel>
            </div>
          </DetailColumns>
        </>
      )}
    </DetailPage>
  );
}
