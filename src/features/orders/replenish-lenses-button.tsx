import { Link } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { replenishLensesMachine } from '../../../machines/replenish-lenses.machine';
import { routes } from '../../app/paths';
import { Button } from '../../components/button';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { replenishLensesLogic } from './replenish-lenses.actors';
import { replenishLensesView } from './replenish-lenses.view';

const Wrap = styled('div', {
  marginTop: '$2',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  alignItems: 'flex-start',
  '& p': { margin: 0, fontSize: '$xs' },
  '& .ok': { color: '$success', fontWeight: 600 },
  '& .ok a': { marginInlineStart: '$2' },
  '& .no': { color: '$danger', fontWeight: 600 },
});

/** "Order these glasses again" under a paid order's line with lenses (machines/replenish-lenses.machine.ts). */
export function ReplenishLensesButton({
  orderId,
  lineId,
  logic = replenishLensesLogic,
}: {
  orderId: number;
  lineId: number;
  logic?: typeof replenishLensesMachine;
}) {
  const { t } = useTranslation('orders');
  const message = useMessage();
  const actor = useActorRef(logic, { input: { orderId, lineId } });
  const { send } = actor;
  const { busy, added, refusal } = useSelector(actor, replenishLensesView, shallowEqual);
  return (
    <Wrap>
      <Button tone="secondary" loading={busy} onClick={() => send({ type: 'replenish.add' })}>
        {t('line.again')}
      </Button>
      <div aria-live="polite">
        {added && (
          <p className="ok">
            {t('line.againAdded')}
            <Link href={routes.cart}>{t('line.viewCart')}</Link>
          </p>
        )}
        {refusal && (
          <p className="no" role="alert">
            {message(refusal)}
          </p>
        )}
      </div>
    </Wrap>
  );
}
