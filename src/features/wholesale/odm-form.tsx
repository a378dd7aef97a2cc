import { useEffect, useRef } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { EMAIL_MAX } from '../../../contract/constants';
import { INQUIRY_NAME_MAX } from '../../../contract/content';
import { messages } from '../../../contract/messages';
import { ODM_KINDS, ODM_MAX_FILES, ODM_MESSAGE_MAX, ODM_MIN_QTY, UPLOAD_TYPES } from '../../../contract/wholesale-services';
import type { schemaFormMachine } from '../../../machines/schema-form.machine';
import { Button } from '../../components/button';
import { FormCard, SchemaFormView, useSchemaFormFields } from '../../components/schema-form-view';
import { schemaFormView } from '../../components/schema-form.view';
import { SelectField, TextArea, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { odmFormLogic } from './odm-form.actors';

type Logic = typeof schemaFormMachine;

/**
 * The OEM/ODM request (machines/schema-form.machine.ts, form 'odm'): OEM or ODM, who asks, how
 * many frames, what they want and up to 3 images (sketches, a logo); checked with the contract's
 * messages, then the server's (an attachment is judged by its content there); sent, a thank-you
 * and the form starts over.
 */
export function OdmForm({ logic = odmFormLogic, initial }: { logic?: Logic; initial?: Record<string, string> }) {
  const { t } = useTranslation('services');
  const actor = useActorRef(logic, { input: { form: 'odm', values: initial } });
  const view = useSelector(actor, schemaFormView, shallowEqual);
  const { send } = actor;
  const { error, values, files, busy } = view;
  const picker = useRef<HTMLInputElement>(null);
  // Emptied once sent: the picker shows no file either.
  useEffect(() => {
    if (files.length === 0 && picker.current) picker.current.value = '';
  }, [files.length]);
  const set = (name: string, value: string) => send({ type: 'form.field', name, value });
  const { field, error: errorOf } = useSchemaFormFields(view, busy, send);
  return (
    <FormCard aria-labelledby="odm-form-title">
      <h2 id="odm-form-title">{t('odm.title')}</h2>
      <p>{t('odm.intro', { min: ODM_MIN_QTY })}</p>
      <SchemaFormView labelledBy="odm-form-title" send={send} saved={view.saved} savedText={messages.odmSent} error={error}>
        <SelectField
          label={t('odm.kind')}
          placeholder={t('odm.choose')}
          options={ODM_KINDS.map((k) => ({ value: k, label: t(`odm.kinds.${k}`) }))}
          value={values.kind ?? ''}
          disabled={busy}
          error={errorOf('kind')}
          onChange={(e) => set('kind', e.target.value)}
        />
        <TextField label={t('odm.name')} autoComplete="name" maxLength={INQUIRY_NAME_MAX} {...field('name')} />
        <TextField label={t('odm.email')} type="email" autoComplete="email" maxLength={EMAIL_MAX} {...field('email')} />
        <TextField label={t('odm.company')} autoComplete="organization" maxLength={120} {...field('company')} />
        <TextField label={t('odm.quantity', { min: ODM_MIN_QTY })} type="number" inputMode="numeric" min={ODM_MIN_QTY} {...field('quantity')} />
        <TextArea label={t('odm.message')} rows={5} maxLength={ODM_MESSAGE_MAX} {...field('message')} />
        <TextField
          ref={picker}
          label={t('odm.files', { max: ODM_MAX_FILES })}
          name="files"
          type="file"
          multiple
          accept={UPLOAD_TYPES.join(',')}
          disabled={busy}
          error={errorOf('files')}
          onChange={(e) => send({ type: 'form.files', files: [...(e.target.files ?? [])] })}
        />
        <Button type="submit" block loading={busy}>
          {t('odm.send')}
        </Button>
      </SchemaFormView>
    </FormCard>
  );
}
