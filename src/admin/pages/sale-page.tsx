import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { AdminSale, SaleCategoryChoice } from '../../../contract/admin-promotions';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { Note, PageHead, Panel } from '../app/shell/page-parts';
import { DetailColumns, DetailPage, useDetail } from '../components/detail-page';
import { ConsoleForm, type FormField } from '../features/forms/console-form';
import { promotionFormLogic } from '../features/promotions/promotion-forms.actors';
import { newSaleValues, saleValuesOf } from '../features/promotions/promotion-values';
import { promotionsApi } from '../features/promotions/promotions.api';

function saleFields(t: (key: string) => string, choices: SaleCategoryChoice[]): FormField[] {
  return [
    { name: 'title', label: t('sale.fields.title') },
    { name: 'subtitle', label: t('sale.fields.subtitle'), type: 'textarea' },
    { name: 'banner_img', label: t('sale.fields.banner'), autoComplete: 'off' },
    { name: 'banner_alt', label: t('sale.fields.alt') },
    { name: 'starts_at', label: t('sale.fields.starts'), type: 'datetime-local' },
    { name: 'ends_at', label: t('sale.fields.ends'), type: 'datetime-local' },
    { name: 'active', label: t('sale.fields.active'), type: 'checkbox' },
    {
      name: 'category_ids',
      label: t('sale.fields.categories'),
      type: 'checkboxes',
      options: choices.map((c) => ({ value: String(c.id), label: c.name })),
    },
  ];
}

/** /admin/sales/new and /admin/sales/:id (catalogue.manage): a sale's title, banner, dates and categories. */
export default function SalePage() {
  const { t } = useTranslation();
  const { id } = useParams<{ id?: string }>();
  const choices = useLoad('sale-categories', (signal) => promotionsApi.saleCategories(signal));
  if (choices.status !== 'ready') return <LoadStates loaded={choices} loading={t('loading')} failed={t('sale.failed')} />;
  return id ? <SavedSale id={Number(id)} choices={choices.data} /> : <NewSale choices={choices.data} />;
}

function NewSale({ choices }: { choices: SaleCategoryChoice[] }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logic = useMemo(() => promotionFormLogic((_form, output) => navigate(consoleRoutes.sale((output as AdminSale).id))), [navigate]);
  const values = useMemo(() => newSaleValues(), []);
  return (
    <>
      <PageHead title={t('sale.newTitle')} />
      <Panel aria-label={t('sale.form')}>
        <ConsoleForm logic={logic} input={{ form: 'sale', values }} name={t('sale.form')} submit={t('sale.create')} fields={saleFields(t, choices)} />
      </Panel>
    </>
  );
}

function SavedSale({ id, choices }: { id: number; choices: SaleCategoryChoice[] }) {
  const { t } = useTranslation();
  const { loaded, reload } = useDetail(`sale:${id}`, (signal) => promotionsApi.sale(id, signal));
  const [done, setDone] = useState(false);
  const onDone = useCallback(() => {
    setDone(true);
    reload();
  }, [reload]);
  const logic = useMemo(() => promotionFormLogic(onDone), [onDone]);
  return (
    <DetailPage loaded={loaded} back={{ href: consoleRoutes.sales(), label: t('sale.back') }} notFound={t('sale.notFound')} failed={t('sale.failed')}>
      {(s) => (
        <>
          <PageHead title={s.title} />
          {done && (
            <Note tone="success" role="status">
              {t('sale.saved')}
            </Note>
          )}
          <DetailColumns>
            <Panel aria-label={t('sale.form')}>
              <ConsoleForm
                key={s.version}
                logic={logic}
                input={{ form: 'sale', values: saleValuesOf(s) }}
                name={t('sale.form')}
                submit={t('sale.save')}
                fields={saleFields(t, choices)}
              />
            </Panel>
            {s.banner_img && (
              <Panel aria-labelledby="sale-banner">
                <h2 id="sale-banner">{t('sale.preview')}</h2>
                <Banner src={s.banner_img} alt={s.banner_alt} />
              </Panel>
            )}
          </DetailColumns>
        </>
      )}
    </DetailPage>
  );
}

const Banner = styled('img', { display: 'block', width: '100%', height: 'auto', borderRadius: '$md', backgroundColor: '$canvas' });
