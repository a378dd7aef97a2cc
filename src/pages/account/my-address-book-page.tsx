import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Address } from '../../../contract/checkout';
import type { addressBookMachine } from '../../../machines/address-book.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { ActionLink } from '../../components/action-link';
import { Dialog } from '../../components/dialog';
import { PageLoading } from '../../components/page-loading';
import { routes } from '../../app/paths';
import { inspect } from '../../app/inspect';
import { AddressLines, Note, Problem } from '../../features/checkout/checkout-parts';
import { addressBookLogic } from '../../features/address/address-book.actors';
import { addressBookView } from '../../features/address/address-book.view';
import { maybeConfirmDeleteView } from '../../features/orders/confirm-delete.view';
import { failureMessage } from '../../../contract/codes';

export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;

// A div: the shell's <main> already holds the page (one main landmark).
const Page = styled('div', {
  flex: 1,
  padding: '$5 $4 $6',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '& h1': { margin: 0, fontSize: '$xl' },
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Card = styled('li', {
  padding: '$4',
  border: '1px solid $line',
  borderRadius: '$md',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  fontSize: '$sm',
  color: '$inkSoft',
  '& strong': { color: '$ink', fontSize: '$md' },
  '&[data-default]': { borderColor: '$brand', boxShadow: '0 0 0 1px $colors$brand' },
});
const Badge = styled('span', {
  alignSelf: 'flex-start',
  padding: '0 $2',
  borderRadius: '$pill',
  backgroundColor: '$brandSoft',
  color: '$brand',
  fontSize: '$xs',
  fontWeight: 700,
});
const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  marginTop: '$3',
  '& [data-delete]': { color: '$danger' },
});
const ConfirmActions = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3', marginTop: '$4' });

const nameOf = (a: Address) => `${a.firstname} ${a.lastname}`;

/** /account/my-address-book: the list, make default, edit, delete after a confirmation. */
export default function MyAddressBookPage({ logic = addressBookLogic }: { logic?: typeof addressBookLogic }) {
  const actor = useActorRef(logic, { inspect });
  return <AddressBookView actor={actor} />;
}

export function AddressBookView({ actor }: { actor: AddressBookActor }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const { loading, failed, ready, reloading, settingDefault, addresses, pending, error } = useSelector(actor, addressBookView, shallowEqual);
  const pendingId = pending?.id;
  const removal = useSelector(actor, (s) => s.children.confirmDelete);
  const { asking: confirming, busy: removing } = useSelector(removal, maybeConfirmDeleteView, shallowEqual);
  const deleting = removing || reloading;
  const busy = deleting || settingDefault;

  return (
    <Page>
      <h1>{t('book.title')}</h1>
      {loading && <PageLoading />}
      {failed && (
        <div role="alert">
          <Note>{t('book.loadFailed')}</Note>
          <Button tone="secondary" onClick={() => actor.send({ type: 'book.retry' })}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {ready && (
        <>
          {addresses.length === 0 ? (
            <Note>{t('book.empty')}</Note>
          ) : (
            <List aria-label={t('book.title')}>
              {addresses.map((a) => {
                const named = { name: nameOf(a), street: a.street };
                return (
                  <Card key={a.id} data-default={a.is_default ? '' : undefined} aria-busy={busy && a.id === pendingId ? true : undefined}>
                    <AddressLines address={a} />
                    {a.is_default && <Badge>{t('book.default')}</Badge>}
                    <Actions>
                      <ActionLink href={routes.addressBookStyle(`edit-${a.id}`)} aria-label={t('book.editNamed', named)}>
                        {t('book.edit')}
                      </ActionLink>
                      {!a.is_default && (
                        <Button
                          tone="secondary"
                          disabled={busy}
                          loading={settingDefault && a.id === pendingId}
                          aria-label={t('book.makeDefaultNamed', named)}
                          onClick={() => actor.send({ type: 'book.default', id: a.id })}
                        >
                          {t('book.makeDefault')}
                        </Button>
                      )}
                      <Button
                        tone="ghost"
                        data-delete=""
                        disabled={busy}
                        loading={deleting && a.id === pendingId}
                        aria-label={t('book.deleteNamed', named)}
                        onClick={() => actor.send({ type: 'book.delete', id: a.id })}
                      >
                        {t('book.delete')}
                      </Button>
                    </Actions>
                  </Card>
                );
              })}
            </List>
          )}
          {error && <Problem role="alert">{message(failureMessage(error))}</Problem>}
          <ActionLink primary href={routes.addressBookStyle('add')} css={{ display: 'flex', fontSize: '$md' }}>
            {t('book.add')}
          </ActionLink>
        </>
      )}
      {confirming && pending && (
        <Dialog title={t('book.confirmTitle')} onClose={() => actor.send({ type: 'book.cancel' })}>
          <Note>{t('book.confirmText', { name: nameOf(pending), street: pending.street })}</Note>
          <ConfirmActions>
            <Button tone="secondary" onClick={() => actor.send({ type: 'book.cancel' })}>
              {t('book.keep')}
            </Button>
            <Button tone="danger" onClick={() => actor.send({ type: 'book.confirm' })}>
              {t('book.confirm')}
            </Button>
          </ConfirmActions>
        </Dialog>
      )}
    </Page>
  );
}
