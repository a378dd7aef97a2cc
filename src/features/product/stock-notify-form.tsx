import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { messages } from '../../../contract/messages';
import { EMAIL_MAX } from '../../../contract/constants';
import { failureMessage } from '../../../contract/codes';
import type { stockNotifyMachine } from '../../../machines/stock-notify.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { stockNotifyLogic } from './stock-notify.actors';
import { stockNotifyView } from './stock-notify.view';

const Box = styled('section', {
  marginTop: '$4',
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$canvas',
  '& h3': { margin: '0 0 $1', fontSize: '$md' },
  '& > p': { margin: '0 0 $3', fontSize: '$sm', color: '$inkSoft' },
});
const Done = styled('p', {
  margin: 0,
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$successSoft',
  color: '$success',
  fontWeight: 600,
  fontSize: '$sm',
});
const Failed = styled('p', { margin: '0 0 $3', color: '$danger', fontSize: '$sm' });

export interface StockNotifyFormProps {
  goodsId: number;
  variantId: number;
  /** A signed-in customer's address, prefilled. */
  email?: string;
  /** The machine with its effect (./stock-notify.actors.ts); tests pass it with an in-memory call. */
  logic?: typeof stockNotifyMachine;
}

/** "Notify me when available" for an out-of-stock colour (machines/stock-notify.machine.ts). */
export function StockNotifyForm({ goodsId, variantId, email, logic = stockNotifyLogic }: StockNotifyFormProps) {
  const { t } = useTranslation('product');
  const message = useMessage();
  const actor = useActorRef(logic, { input: { goodsId, variantId, email } });
  const { busy, sent, email: value, emailError, failed, error } = useSelector(actor, stockNotifyView, shallowEqual);
  return (
    <Box aria-labelledby="stock-notify-title">
      <h3 id="stock-notify-title">{t('notify.title')}</h3>
      {sent ? (
        <Done role="status">{message(messages.stockNotifySaved)}</Done>
      ) : (
        <>
          <p>{t('notify.text')}</p>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'notify.submit' });
            }}
          >
            <TextField
              label={t('notify.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              value={value}
              error={emailError ? message(emailError) : undefined}
              onChange={(e) => actor.send({ type: 'notify.email', value: e.target.value })}
            />
            {failed && <Failed role="alert">{message(failureMessage(error)) || t('common:errorGeneric')}</Failed>}
            <Button type="submit" tone="secondary" block loading={busy}>
              {t('notify.submit')}
            </Button>
          </form>
        </>
      )}
    </Box>
  );
}
