import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { EMAIL_MAX } from '../../../contract/constants';
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_SUBJECT_MAX, ORDER_NO_MAX } from '../../../contract/content';
import { messages } from '../../../contract/messages';
import type { schemaFormMachine } from '../../../machines/schema-form.machine';
import { useUser } from '../../app/session/selectors';
import { Button } from '../../components/button';
import { FormCard, SchemaFormView, useSchemaFormFields } from '../../components/schema-form-view';
import { schemaFormView } from '../../components/schema-form.view';
import { TextArea, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { contactFormLogic } from '../../features/content/contact-form.actors';
import { InfoPage } from './info-page';

type Logic = typeof schemaFormMachine;

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: INQUIRY_NAME_MAX },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX },
  { name: 'order_no', type: 'text', autoComplete: 'off', maxLength: ORDER_NO_MAX },
  { name: 'subject', type: 'text', autoComplete: 'off', maxLength: INQUIRY_SUBJECT_MAX },
] as const;

/**
 * The contact form (machines/schema-form.machine.ts, form 'inquiry'): name, e-mail, an optional
 * order number, subject and message, checked with the contract's messages before it is sent and
 * the server's under their fields; sent, a thank-you until the next change (the form starts over).
 */
export function ContactForm({ logic = contactFormLogic, initial }: { logic?: Logic; initial?: Record<string, string> }) {
  const { t } = useTranslation('info');
  const actor = useActorRef(logic, { input: { form: 'inquiry', values: initial } });
  const view = useSelector(actor, schemaFormView, shallowEqual);
  const { send } = actor;
  const { error, busy } = view;
  const { field } = useSchemaFormFields(view, busy, send);
  return (
    <FormCard aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.title')}</h2>
      <p>{t('contact.text')}</p>
      <SchemaFormView labelledBy="contact-form-title" send={send} saved={view.saved} savedText={messages.inquirySent} error={error}>
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={t(`contact.${f.name}`)}
            type={f.type}
            autoComplete={f.autoComplete}
            maxLength={f.maxLength}
            {...field(f.name)}
          />
        ))}
        <TextArea label={t('contact.message')} maxLength={INQUIRY_MESSAGE_MAX} rows={6} {...field('message')} />
        <Button type="submit" block loading={busy}>
          {t('contact.send')}
        </Button>
      </SchemaFormView>
    </FormCard>
  );
}

/** /contact-us: the page's text from the server, then the contact form (a signed-in customer's e-mail filled in). */
export default function ContactUsPage({ logic }: { logic?: Logic }) {
  const user = useUser();
  return (
    <InfoPage slug="contact-us">
      <ContactForm key={user?.id ?? 'visitor'} logic={logic} initial={user ? { email: user.email } : undefined} />
    </InfoPage>
  );
}
