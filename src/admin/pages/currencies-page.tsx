import { useCallback, useMemo, useState } from 'react';
import { useLoad } from '../../components/use-load';
import { LoadStates } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Badge, PageHead, Panel } from '../app/shell/page-parts';
import { ConsoleForm } from '../features/forms/console-form';
import { promotionFormLogic } from '../features/promotions/promotion-forms.actors';
import { currencyValuesOf } from '../features/promotions/promotion-values';
import { promotionsApi } from '../features/promotions/promotions.api';

/**
 * /admin/currencies (catalogue.manage): each currency's rate per US dollar, and which one is the
 * shop's default; one row form per currency, saved at the version of the list read.
 */
export default function CurrenciesPage() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const logic = useMemo(() => promotionFormLogic(reload), [reload]);
  const list = useLoad(`currencies:${round}`, (signal) => promotionsApi.currencies(signal), { keepWhileReloading: true });
  return (
    <>
      <PageHead title={t('currencies.title')} />
      <p>{t('currencies.intro')}</p>
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('currencies.failed')} />
      ) : (
        <Rows>
          {list.data.currencies.map((c) => {
            const name = t('currencies.row', { name: c.name, symbol: c.symbol });
            const defaultId = list.data.currencies.find((x) => x.is_default)?.id ?? 0;
            return (
              <Panel key={`${c.id}:${list.data.version}`} aria-label={name}>
                <h2>
                  {name} {c.is_default && <Badge tone="success">{t('currencies.isDefault')}</Badge>}
                </h2>
                <ConsoleForm
                  logic={logic}
                  input={{ form: 'currency', values: currencyValuesOf(c, list.data.version, defaultId) }}
                  name={name}
                  submit={t('currencies.save')}
                  tone="secondary"
                  layout="inline"
                  fields={[
                    { name: 'exchange_rate', label: t('currencies.rate'), type: 'number', step: '0.000001' },
                    { name: 'is_default', label: t('currencies.default'), type: 'checkbox' },
                  ]}
                />
              </Panel>
            );
          })}
        </Rows>
      )}
    </>
  );
}

const Rows = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(22rem, 1fr))',
  gap: '$3',
  '& > section': { marginBottom: 0 },
});
