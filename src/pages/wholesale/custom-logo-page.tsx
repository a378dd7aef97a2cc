import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { messages } from '../../../contract/messages';
import { LOGO_MIN_QTY, type CustomerLogo } from '../../../contract/wholesale-services';
import type { logoUploadMachine } from '../../../machines/logo-upload.machine';
import { servicesApi } from '../../features/wholesale/wholesale-services.api';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { Button } from '../../components/button';
import { CentredState, LoadStates, Notice, PageColumn } from '../../components/page-parts';
import { Field, Label } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { BusinessGate } from '../../features/wholesale/business-gate';
import { logoList } from '../../features/wholesale/logo-list';
import { logoUploadLogic } from '../../features/wholesale/logo-upload.actors';
import { logoUploadView } from '../../features/wholesale/logo-upload.view';
import { LogoPreview } from '../../features/wholesale/logo-preview';
import { customLogoFor, orderOfSearch } from '../../features/wholesale/logo-for-order';
import { failureMessage } from '../../../contract/codes';

type Logic = typeof logoUploadMachine;

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Item = styled('li', {
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $line',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  fontSize: '$sm',
  '& .actions': { display: 'flex', gap: '$2', flexWrap: 'wrap', alignItems: 'center' },
});

const FileInput = styled('input', { fontSize: '$md', minHeight: 44 });

function UploadForm({ logic }: { logic: Logic }) {
  const { t } = useTranslation('services');
  const message = useMessage();
  const actor = useActorRef(logic);
  const { send } = actor;
  const { busy, uploaded, error } = useSelector(actor, logoUploadView, shallowEqual);
  return (
    <form
      noValidate
      aria-label={t('logo.send')}
      onSubmit={(e) => {
        e.preventDefault();
        const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
        if (file) send({ type: 'logo.upload', file });
      }}
    >
      {uploaded && (
        <Notice role="status" tone="success">
          {message(messages.logoSaved)}
        </Notice>
      )}
      {error != null && (
        <Notice role="alert" tone="danger">
          {message(failureMessage(error))}
        </Notice>
      )}
      <Field>
        <Label htmlFor="logo-file">{t('logo.upload')}</Label>
        <FileInput id="logo-file" name="file" type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" disabled={busy} />
      </Field>
      <Button type="submit" block loading={busy}>
        {t('logo.send')}
      </Button>
    </form>
  );
}

/**
 * The buyer's logos, each with its preview, "use for my next order" and delete. Opened for an order
 * (`orderId`, /custom-logo?chosed=), choosing a logo prints it on that order too, and says so.
 */
export function Logos({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('services');
  const message = useMessage();
  const list = useLoad<CustomerLogo[]>('logos', (signal) => servicesApi.logos(signal));
  const reload = list.retry;
  useEffect(() => logoList.onReload(reload), [reload]);
  const [printed, setPrinted] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const choose = (id: number) => {
    setRefusal(null);
    setPrinted(false);
    servicesApi.chooseLogo(id, orderId ?? undefined).then(
      () => {
        if (orderId) setPrinted(true);
        reload();
      },
      (err: unknown) => setRefusal(err),
    );
  };
  return (
    <section aria-labelledby="logos-title">
      <h2 id="logos-title">{t('logo.yours')}</h2>
      {orderId && <p>{t('logo.forOrder', { id: orderId })}</p>}
      {printed && orderId && (
        <Notice role="status" tone="success">
          {t('logo.printedOnOrder', { id: orderId })} <Link href={routes.orderDetail(orderId)}>{t('logo.seeOrder')}</Link>
        </Notice>
      )}
      {refusal != null && (
        <Notice role="alert" tone="danger">
          {message(failureMessage(refusal))}
        </Notice>
      )}
      <LoadStates loaded={list} loading={t('logo.loading')} failed={t('logo.failed')} />
      {list.status === 'ready' &&
        (list.data.length === 0 ? (
          <CentredState>
            <p>{t('logo.empty')}</p>
          </CentredState>
        ) : (
          <List>
            {list.data.map((logo) => (
              <Item key={logo.id}>
                <strong>{logo.name}</strong>
                <LogoPreview logo={logo} />
                <div className="actions">
                  {logo.chosen && <span>{t('logo.chosen')}</span>}
                  {orderId ? (
                    <Button
                      tone="secondary"
                      aria-label={`${t('logo.chooseForOrder', { id: orderId })}: ${logo.name}`}
                      onClick={() => choose(logo.id)}
                    >
                      {t('logo.chooseForOrder', { id: orderId })}
                    </Button>
                  ) : (
                    !logo.chosen && (
                      <Button tone="secondary" onClick={() => choose(logo.id)}>
                        {t('logo.choose')}
                      </Button>
                    )
                  )}
                  <Button tone="ghost" onClick={() => servicesApi.deleteLogo(logo.id).then(reload, () => undefined)}>
                    {t('logo.delete', { name: logo.name })}
                  </Button>
                </div>
              </Item>
            ))}
          </List>
        ))}
    </section>
  );
}

/** /custom-logo: what a custom logo is, and for a business buyer the upload, their logos and a preview on a temple; ?chosed={order id}: for that order. */
export default function CustomLogoPage({ logic = logoUploadLogic }: { logic?: Logic }) {
  const { t } = useTranslation('services');
  const orderId = orderOfSearch(useSearch());
  return (
    <PageColumn aria-labelledby="custom-logo-title">
      <h1 id="custom-logo-title">{t('logo.title')}</h1>
      <p>{t('logo.intro', { min: LOGO_MIN_QTY })}</p>
      <BusinessGate from={orderId ? customLogoFor(orderId) : routes.customLogo}>
        <UploadForm logic={logic} />
        <Logos orderId={orderId} />
      </BusinessGate>
    </PageColumn>
  );
}
