import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { EMAIL_MAX } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import type { schemaFormMachine } from '../../../machines/schema-form.machine';
import { Button } from '../../components/button';
import { SchemaFormView } from '../../components/schema-form-view';
import { schemaFormView } from '../../components/schema-form.view';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { arrivalFormLogic } from './arrival-form.actors';

const Card = styled('section', {
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$brandSoft',
  '& h2': { margin: '0 0 $1', fontSize: '$md' },
  '& > p': { margin: '0 0 $3', fontSize: '$sm', color: '$ink' },
  '& form': { display: 'flex', flexDirection: 'column' },
});

/**
 * "E-mail me when the coming collection arrives" (machines/schema-form.machine.ts, form 'arrival'):
 * the e-mail checked with the contract's messages before it is sent and the server's under the
 * field; sent, a thank-you until the next change. The server mails once per address and collection.
 */
export function ArrivalForm({ logic = arrivalFormLogic, initial }: { logic?: typeof schemaFormMachine; initial?: Record<string, string> }) {
  const { t } = useTranslation('blog');
  const message = useMessage();
  const actor = useActorRef(logic, { input: { form: 'arrival', values: initial } });
  const { send } = actor;
  const { errors, error, values, busy, saved } = useSelector(actor, schemaFormView, shallowEqual);
  return (
    <Card aria-labelledby="arrival-title">
      <h2 id="arrival-title">{t('arrival.title')}</h2>
      <p>{t('arrival.text')}</p>
      <SchemaFormView labelledBy="arrival-title" send={send} saved={saved} savedText={messages.arrivalNotificationSaved} error={error}>
        <TextField
          label={t('arrival.email')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={values.email ?? ''}
          readOnly={busy}
          error={message(errors.email) || undefined}
          onChange={(e) => send({ type: 'form.field', name: 'email', value: e.target.value })}
        />
        <Button type="submit" block loading={busy}>
          {t('arrival.send')}
        </Button>
      </SchemaFormView>
    </Card>
  );
}
