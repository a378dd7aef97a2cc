import { shallowEqual, useSelector } from '@xstate/react';
import { messages } from '../../../contract/messages';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button, LinkButton } from '../../components/button';
import { AddressForm } from '../address/address-form';
import { AddressLines, Choice, ChoiceText, Problem, Section } from './checkout-parts';
import type { CheckoutActor } from './use-checkout';
import { addressSectionView } from './address-section.view';

const Entry = styled('div', { position: 'relative', '& + &': { marginTop: '$2' }, '& > label': { paddingInlineEnd: '1.6rem' } });
const Edit = styled(LinkButton, { position: 'absolute', insetInlineEnd: '$3', top: '$3', minHeight: '0.6rem' });
const AddRow = styled('div', { marginTop: '$3' });
const Default = styled('span', {
  alignSelf: 'flex-start',
  marginTop: '$1',
  padding: '0 $2',
  borderRadius: '$pill',
  backgroundColor: '$canvas',
  color: '$inkSoft',
  fontSize: '$xs',
  fontWeight: 600,
});

/** The order's shipping address: choose one of the book, edit it, or add one with the form. */
export function AddressSection({ actor, locked }: { actor: CheckoutActor; locked: boolean }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const { form: view, formActor: form, canCancel, addresses, addressId, blocked } = useSelector(actor, addressSectionView, shallowEqual);

  return (
    <Section aria-labelledby="checkout-address">
      <h2 id="checkout-address">{t('address.title')}</h2>
      {view && form ? (
        <AddressForm
          actor={form}
          title={view === 'adding' ? t('address.newTitle') : t('address.editTitle')}
          onCancel={canCancel ? () => actor.send({ type: 'address.cancel' }) : undefined}
        />
      ) : (
        <>
          <div role="radiogroup" aria-labelledby="checkout-address">
            {addresses.map((a) => (
              <Entry key={a.id}>
                <Choice>
                  <input
                    type="radio"
                    name="checkout-address"
                    checked={a.id === addressId}
                    disabled={locked}
                    onChange={() => actor.send({ type: 'address.choose', addressId: a.id })}
                  />
                  <ChoiceText>
                    <AddressLines address={a} />
                    {a.is_default && <Default>{t('address.default')}</Default>}
                  </ChoiceText>
                </Choice>
                <Edit
                  type="button"
                  disabled={locked}
                  aria-label={t('address.editNamed', { name: `${a.firstname} ${a.lastname}`, street: a.street })}
                  onClick={() => actor.send({ type: 'address.edit', addressId: a.id })}
                >
                  {t('address.edit')}
                </Edit>
              </Entry>
            ))}
          </div>
          <AddRow>
            <Button tone="secondary" block disabled={locked} onClick={() => actor.send({ type: 'address.add' })}>
              {t('address.add')}
            </Button>
          </AddRow>
        </>
      )}
      {blocked && <Problem role="alert">{message(messages.addressRequired)}</Problem>}
    </Section>
  );
}
