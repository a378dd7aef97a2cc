import { useMachine } from '@xstate/react';
import { EMAIL_MAX } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import type { schemaFormMachine } from '../../../machines/schema-form.machine';
import { Button } from '../../components/button';
import { schemaFormView } from '../../components/schema-form.view';
import { Dialog } from '../../components/dialog';
import { Notice } from '../../components/page-parts';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import type { OverlayContentProps } from '../../app/overlays/overlay-types';
import { catalogueFormLogic } from './catalogue-form.actors';
import { failureMessage } from '../../../contract/codes';

const Text = styled('p', { margin: '0 0 $4', color: '$inkSoft', fontSize: '$sm' });

/**
 * The e-mail catalogue pop-up (the 'email-catalogue' overlay, opened by the pop-up's timing): an
 * e-mail, checked with the spec's messages, and the catalogue's link sent to it.
 */
export default function EmailCatalogueDialog({ onClose, logic = catalogueFormLogic }: OverlayContentProps & { logic?: typeof schemaFormMachine }) {
  const { t } = useTranslation('popups');
  const message = useMessage();
  const [state, send] = useMachine(logic, { input: { form: 'catalogue' } });
  const { busy, saved } = schemaFormView(state);
  const { errors, error } = state.context;
  return (
    <Dialog title={t('catalogue.title')} onClose={onClose}>
      {saved ? (
        <>
          <Notice role="status" tone="success" css={{ marginBottom: '$4' }}>
            {message(messages.catalogueSent)}
          </Notice>
          <Button block onClick={onClose}>
            {t('catalogue.close')}
          </Button>
        </>
      ) : (
        <form
          aria-label={t('catalogue.title')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          <Text>{t('catalogue.text')}</Text>
          {error != null && (
            <Notice role="alert" tone="danger" css={{ marginBottom: '$4' }}>
              {message(failureMessage(error))}
            </Notice>
          )}
          <TextField
            label={t('catalogue.email')}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={state.context.values.email ?? ''}
            readOnly={busy}
            error={message(errors.email) || undefined}
            onChange={(e) => send({ type: 'form.field', name: 'email', value: e.target.value })}
          />
          <Button type="submit" block loading={busy}>
            {t('catalogue.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
