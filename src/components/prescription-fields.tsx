import type { ReactNode } from 'react';
import type { FieldMessages } from '../../contract/codes';
import { PRISM_BASES } from '../../contract/prescription';
import type { RxField, RxForm } from '../../machines/rx-form';
import { useTranslation } from '../i18n/react';
import { useMessage } from '../i18n/use-message';
import { styled } from '../styles/theme';
import { SelectField, TextField } from './text-field';

export const Fieldset = styled('fieldset', {
  border: 0,
  margin: '0 0 $4',
  padding: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: '$2', fontWeight: 700 },
});
const Eyes = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 $3' });

const EYE_FIELDS = ['sph', 'cyl', 'axis', 'add', 'prism'] as const;

/**
 * The prescription's fields, written once (the lens configurator's step, the account's saved
 * prescriptions): per eye SPH, CYL, AXIS, ADD (unless `withAdd` is false), prism and its base;
 * then the PD, one value or one per eye. Messages are the machine's (`errors`, by field path).
 */
export function PrescriptionFields({
  rx,
  errors,
  withAdd,
  idPrefix,
  onChange,
  pdOffer,
}: {
  rx: RxForm;
  errors: FieldMessages;
  withAdd: boolean;
  /** Tells two forms on one page apart (ids of the base selects). */
  idPrefix: string;
  onChange: (field: RxField, value: string) => void;
  /** Shown above the PD fields: the configurator's offer of the PD the try-on measured. */
  pdOffer?: ReactNode;
}) {
  const { t } = useTranslation('product');
  const message = useMessage();
  const error = (field: RxField) => message(errors[field] ?? null) || undefined;
  const fields = EYE_FIELDS.filter((f) => f !== 'add' || withAdd);
  return (
    <>
      <Eyes>
        {(['right', 'left'] as const).map((eye) => (
          <Fieldset key={eye}>
            <legend>{t(eye === 'right' ? 'lenses.rightEyeLong' : 'lenses.leftEyeLong')}</legend>
            {fields.map((f) => (
              <TextField
                key={f}
                label={t(`lenses.field.${f}`)}
                inputMode="decimal"
                value={rx[eye][f]}
                error={error(`${eye}.${f}`)}
                onChange={(e) => onChange(`${eye}.${f}`, e.target.value)}
              />
            ))}
            <SelectField
              id={`${idPrefix}-prism-base-${eye}`}
              label={t('lenses.field.base')}
              value={rx[eye].base}
              error={error(`${eye}.base`)}
              options={PRISM_BASES.map((b) => ({ value: b, label: t(`lenses.baseOption.${b}`) }))}
              placeholder={t('lenses.baseOption.none')}
              onChange={(e) => onChange(`${eye}.base`, e.target.value)}
            />
          </Fieldset>
        ))}
      </Eyes>
      <Fieldset>
        <legend>{t('lenses.pdLegend')}</legend>
        {pdOffer}
        <TextField
          label={t('lenses.field.pd')}
          inputMode="decimal"
          value={rx.pd}
          error={error('pd')}
          onChange={(e) => onChange('pd', e.target.value)}
        />
        <Eyes>
          <TextField
            label={t('lenses.field.pdRight')}
            inputMode="decimal"
            value={rx.pd_right}
            error={error('pd_right')}
            onChange={(e) => onChange('pd_right', e.target.value)}
          />
          <TextField
            label={t('lenses.field.pdLeft')}
            inputMode="decimal"
            value={rx.pd_left}
            error={error('pd_left')}
            onChange={(e) => onChange('pd_left', e.target.value)}
          />
        </Eyes>
      </Fieldset>
    </>
  );
}
