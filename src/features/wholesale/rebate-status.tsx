import { useEffect } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { messages } from '../../../contract/messages';
import type { RebateStatus as Status } from '../../../contract/wholesale-services';
import type { schemaFormMachine } from '../../../machines/schema-form.machine';
import { servicesApi } from './wholesale-services.api';
import { useLoad } from '../../components/use-load';
import { Button } from '../../components/button';
import { LoadStates, Notice } from '../../components/page-parts';
import { Price } from '../currency/price';
import { SchemaFormView } from '../../components/schema-form-view';
import { schemaFormView } from '../../components/schema-form.view';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { useOrderDate } from '../orders/order-parts';
import { FormCard } from '../../components/schema-form-view';
import { rebateFormLogic } from './rebate-form.actors';

type Logic = typeof schemaFormMachine;

const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $3',
  margin: '0 0 $4',
  fontSize: '$sm',
  '& dt': { color: '$inkSoft' },
  '& dd': { margin: 0, fontWeight: 600 },
});

/** Accepting the agreement's version on the page (schema-form 'rebate'); accepted, the status loads again. */
function AcceptForm({ version, logic, onAccepted }: { version: number; logic: Logic; onAccepted(): void }) {
  const { t } = useTranslation('services');
  const actor = useActorRef(logic, { input: { form: 'rebate', values: { version: String(version) } } });
  const { send } = actor;
  const { saved, busy, error } = useSelector(actor, schemaFormView, shallowEqual);
  useEffect(() => {
    if (saved) onAccepted();
  }, [saved, onAccepted]);
  return (
    <SchemaFormView labelledBy="rebate-title" send={send} saved={saved} savedText={messages.rebateAccepted} error={error}>
      <Button type="submit" block loading={busy}>
        {t('rebate.accept', { version })}
      </Button>
    </SchemaFormView>
  );
}

/**
 * The business buyer's side of the Annual Rebate Reward agreement: this year's qualifying
 * purchases, the tier reached and the rebate earned (api/users/rebateAgreement), and accepting the
 * agreement's current version (kept with the time; accepting again changes nothing).
 */
export function RebateStatus({ logic = rebateFormLogic }: { logic?: Logic }) {
  const { t } = useTranslation('services');
  const date = useOrderDate();
  const status = useLoad<Status>('rebate', (signal) => servicesApi.rebate(signal));
  const s = status.status === 'ready' ? status.data : null;
  const current = s != null && s.accepted_version === s.version;
  return (
    <FormCard aria-labelledby="rebate-title">
      <h2 id="rebate-title">{t('rebate.title', { year: s?.year ?? new Date().getUTCFullYear() })}</h2>
      <LoadStates loaded={status} loading={t('rebate.loading')} failed={t('rebate.failed')} />
      {s && (
        <>
          <Facts>
            <dt>{t('rebate.purchases')}</dt>
            <dd>
              <Price usd={s.purchases} />
            </dd>
            <dt>{t('rebate.tier')}</dt>
            <dd>{s.tier_percent > 0 ? t('rebate.tierOf', { percent: s.tier_percent }) : t('rebate.noTier')}</dd>
            <dt>{t('rebate.earned')}</dt>
            <dd>
              <Price usd={s.rebate} />
            </dd>
            {s.next_from != null && (
              <>
                <dt>{t('rebate.next')}</dt>
                <dd>
                  <Price usd={s.next_from} />
                </dd>
              </>
            )}
          </Facts>
          {current ? (
            <Notice role="status" tone="success">
              {t('rebate.accepted', { version: s.version, date: date(s.accepted_at!, true) })}
            </Notice>
          ) : (
            <AcceptForm key={s.version} version={s.version} logic={logic} onAccepted={status.retry} />
          )}
        </>
      )}
    </FormCard>
  );
}
