import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { countryOf, regionOf } from '../../../contract/regions';
import type { AddressFormMachine, TextField as AddressTextField } from '../../../machines/address-form.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Field, Input, Label, Message, TextField } from '../../components/text-field';
import { ChevronDownIcon } from '../../components/icons';
import { useOverlays } from '../../app/overlays/selectors';
import { countryNamer } from './country-name';
import { addressFormView } from './address-form.view';
import { failureMessage } from '../../../contract/codes';

export type AddressFormActor = ActorRefFrom<AddressFormMachine>;

const Form = styled('form', { display: 'flex', flexDirection: 'column' });
const Pair = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3' });
/** A button drawn as the other inputs, showing what was picked. */
const Picker = styled(Input, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  textAlign: 'start',
  cursor: 'pointer',
  '&[data-empty]': { color: '$inkFaint' },
  '&:disabled': { cursor: 'default', backgroundColor: '$canvas', color: '$inkFaint' },
});
const Check = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  marginBottom: '$4',
  fontSize: '$sm',
  cursor: 'pointer',
  '& input': { width: '0.44rem', height: '0.44rem', margin: 0, accentColor: 'var(--colors-brand)' },
});
const Problem = styled('p', {
  margin: '0 0 $4',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$dangerSoft',
  color: '$danger',
  fontSize: '$sm',
  fontWeight: 600,
});
const Actions = styled('div', { display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: '$3' });

export interface AddressFormProps {
  actor: AddressFormActor;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** The form's accessible name. */
  title: string;
}

/**
 * One address form: names, phone, the country picker, the state picker (or a free-text state for
 * a country without regions), city, street, ZIP. Messages appear under their fields, ours from
 * the contract's addressSchema and the server's 422 alike.
 */
export function AddressForm({ actor, onCancel, title }: AddressFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const message = useMessage();
  const { values, errors, failure, busy: saving, withRegions } = useSelector(actor, addressFormView, shallowEqual);
  const { open } = useOverlays();
  const titleId = useId();

  const text = (name: AddressTextField, label: string, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={message(errors[name])}
      disabled={saving}
      onChange={(e) => actor.send({ type: 'address.field', name, value: e.target.value })}
      {...extra}
    />
  );

  const country = values.country_id ? countryOf(values.country_id) : undefined;
  const countryName = country ? countryNamer(i18n.language)(country.country_id, country.country) : '';
  const region = values.region_id != null ? regionOf(values.country_id, values.region_id) : undefined;

  return (
    <Form
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'address.submit' });
      }}
    >
      <h3 id={titleId} className="visually-hidden">
        {title}
      </h3>
      <Pair>
        {text('firstname', t('address.firstname'), { autoComplete: 'given-name', maxLength: 50 })}
        {text('lastname', t('address.lastname'), { autoComplete: 'family-name', maxLength: 50 })}
      </Pair>
      {text('phone', t('address.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 })}
      <PickerField
        label={t('address.country')}
        value={countryName}
        placeholder={t('address.chooseCountry')}
        error={message(errors.country_id)}
        disabled={saving}
        onOpen={() =>
          open('country-picker', {
            selected: values.country_id,
            onSelect: (countryId: string) => actor.send({ type: 'address.country', countryId }),
          })
        }
      />
      {withRegions ? (
        <PickerField
          label={t('address.state')}
          value={region ? region.default_name : ''}
          placeholder={t('address.chooseState')}
          error={message(errors.region_id)}
          disabled={saving}
          onOpen={() =>
            open('state-picker', {
              countryId: values.country_id,
              selected: values.region_id,
              onSelect: (regionId: number) => actor.send({ type: 'address.region', regionId }),
            })
          }
        />
      ) : (
        text('region', t('address.stateText'), { autoComplete: 'address-level1', maxLength: 80 })
      )}
      {text('city', t('address.city'), { autoComplete: 'address-level2', maxLength: 80 })}
      {text('street', t('address.street'), { autoComplete: 'address-line1', maxLength: 120 })}
      {text('street2', t('address.street2'), { autoComplete: 'address-line2', maxLength: 120 })}
      {text('postcode', t('address.postcode'), { autoComplete: 'postal-code', maxLength: 20 })}
      <Check>
        <input
          type="checkbox"
          checked={values.is_default}
          disabled={saving}
          onChange={(e) => actor.send({ type: 'address.default', value: e.target.checked })}
        />
        {t('address.makeDefault')}
      </Check>
      {failure != null && <Problem role="alert">{message(failureMessage(failure))}</Problem>}
      <Actions>
        {onCancel && (
          <Button tone="secondary" disabled={saving} onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {t('address.save')}
        </Button>
      </Actions>
    </Form>
  );
}

interface PickerFieldProps {
  label: string;
  value: string;
  placeholder: string;
  error: string;
  disabled: boolean;
  onOpen(): void;
}

/** A labelled button that opens a picker and shows what was picked. */
function PickerField({ label, value, placeholder, error, disabled, onOpen }: PickerFieldProps) {
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  return (
    <Field>
      <Label as="span" id={labelId}>
        {label}
      </Label>
      <Picker
        as="button"
        type="button"
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-empty={value ? undefined : ''}
        disabled={disabled}
        onClick={onOpen}
      >
        <span id={valueId}>{value || placeholder}</span>
        <ChevronDownIcon size="0.4rem" aria-hidden="true" />
      </Picker>
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </Field>
  );
}
