import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { EMAIL_MAX } from '../../../contract/constants';
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX } from '../../../contract/content';
import { LENS_INQUIRY_NEEDS, LENS_INQUIRY_RX_FIELDS } from '../../../contract/lens-inquiry';
import { messages } from '../../../contract/messages';
import type { schemaFormMachine } from '../../../machines/schema-form.machine';
import { Button } from '../../components/button';
import { SchemaFormView, useSchemaFormFields } from '../../components/schema-form-view';
import { schemaFormView } from '../../components/schema-form.view';
import { SelectField, TextArea, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { lensInquiryFormLogic } from './lens-inquiry.actors';

type Logic = typeof schemaFormMachine;

const Grid = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 $3' });
const Fieldset = styled('fieldset', {
  border: 0,
  margin: '0 0 $2',
  padding: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: '$2', fontWeight: 700 },
});

/**
 * The lens enquiry (machines/schema-form.machine.ts, form 'lensInquiry'): what it is about, the
 * prescription as far as the shopper has it (wider bounds than the configurator's: that is why
 * they write), and a message; checked with the contract's messages, then the server's; sent, a
 * thank-you and the form starts over.
 */
export function LensInquiryForm({ logic = lensInquiryFormLogic, initial }: { logic?: Logic; initial?: Record<string, string> }) {
  const { t } = useTranslation('product');
  const actor = useActorRef(logic, { input: { form: 'lensInquiry', values: initial } });
  const view = useSelector(actor, schemaFormView, shallowEqual);
  const { send } = actor;
  const { error, values, busy } = view;
  const set = (name: string, value: string) => send({ type: 'form.field', name, value });
  const { field, error: errorOf } = useSchemaFormFields(view, busy, send);
  return (
    <SchemaFormView labelledBy="lens-inquiry-title" send={send} saved={view.saved} savedText={messages.lensInquirySent} error={error}>
      <TextField label={t('lensDetail.form.name')} autoComplete="name" maxLength={INQUIRY_NAME_MAX} {...field('name')} />
      <TextField label={t('lensDetail.form.email')} type="email" autoComplete="email" maxLength={EMAIL_MAX} {...field('email')} />
      <SelectField
        label={t('lensDetail.form.need')}
        placeholder={t('lensDetail.form.needChoose')}
        options={LENS_INQUIRY_NEEDS.map((n) => ({ value: n, label: t(`lensDetail.need.${n}`) }))}
        value={values.need ?? ''}
        disabled={busy}
        error={errorOf('need')}
        onChange={(e) => set('need', e.target.value)}
      />
      <Fieldset>
        <legend>{t('lensDetail.form.rxLegend')}</legend>
        <Grid>
          {LENS_INQUIRY_RX_FIELDS.map((f) => (
            <TextField key={f} label={t(`lensDetail.form.${f}`)} inputMode="decimal" autoComplete="off" {...field(f)} />
          ))}
        </Grid>
      </Fieldset>
      <TextArea label={t('lensDetail.form.message')} maxLength={INQUIRY_MESSAGE_MAX} rows={5} {...field('message')} />
      <Button type="submit" block loading={busy}>
        {t('lensDetail.form.send')}
      </Button>
    </SchemaFormView>
  );
}
