import { useActorRef } from '@xstate/react';
import { Link, useLocation, useParams } from 'wouter';
import type { Address } from '../../../contract/checkout';
import type { AddressFormMachine } from '../../../machines/address-form.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { PageLoading } from '../../components/page-loading';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { inspect } from '../../app/inspect';
import { useUser } from '../../app/session/selectors';
import { checkoutApi } from '../../features/checkout/checkout.api';
import { AddressForm } from '../../features/address/address-form';
import { addressBookFormLogic } from '../../features/address/address-form.actors';
import { Problem } from '../../features/checkout/checkout-parts';
import { failureMessage } from '../../../contract/codes';

// A div: the shell's <main> already holds the page (one main landmark).
const Page = styled('div', {
  flex: 1,
  padding: '$5 $4 $6',
  '& h1': { margin: '0 0 $4', fontSize: '$xl' },
  '& > a': { color: '$brand', fontWeight: 600 },
});

/**
 * The address book's form page, /account/my-address-book/{style}: style `add` for a new address,
 * `edit-<id>` for one of the book. Saving or cancelling goes back to the book.
 */
export default function MyAddressBookStylePage() {
  const { style = '' } = useParams<{ style: string }>();
  const editId = /^edit-(\d+)$/.exec(style)?.[1];
  if (style === 'add') return <AddressPage address={null} />;
  if (editId) return <EditAddress key={editId} id={Number(editId)} />;
  return <NotInBook />;
}

function EditAddress({ id }: { id: number }) {
  const book = useLoad(`book-${id}`, (signal) => checkoutApi.addressBooks(signal));
  if (book.status === 'loading') return <PageLoading />;
  if (book.status === 'failed') return <NotInBook error={book.error} />;
  const address = book.data.find((a) => a.id === id);
  return address ? <AddressPage address={address} /> : <NotInBook />;
}

function NotInBook({ error }: { error?: unknown }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  return (
    <Page>
      <h1>{t('book.editTitle')}</h1>
      <Problem role="alert">{error instanceof Error ? message(failureMessage(error)) : t('book.notFound')}</Problem>
      <p>
        <Link href={routes.myAddressBook}>{t('book.back')}</Link>
      </p>
    </Page>
  );
}

/** The form for one address (effects: components/address/address-form.actors.ts; saved, it goes back to the book). */
export function AddressPage({ address, logic = addressBookFormLogic }: { address: Address | null; logic?: AddressFormMachine }) {
  const { t } = useTranslation('checkout');
  const user = useUser();
  const [, navigate] = useLocation();
  const named = (n: string | undefined) => (n && n !== user?.email ? n : undefined);
  const actor = useActorRef(logic, {
    input: { address, defaults: address ? undefined : { firstname: named(user?.firstname), lastname: named(user?.lastname) } },
    inspect,
  });
  const title = address ? t('book.editTitle') : t('book.addTitle');
  return (
    <Page>
      <h1>{title}</h1>
      <AddressForm actor={actor} title={title} onCancel={() => navigate(routes.myAddressBook)} />
    </Page>
  );
}
