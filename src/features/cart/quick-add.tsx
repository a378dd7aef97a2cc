import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { quickAddMachine } from '../../../machines/quick-add.machine';
import { useTranslation } from '../../i18n/react';
import { routes } from '../../app/paths';
import { Button } from '../../components/button';
import { ActionLink } from '../../components/action-link';
import { quickAddLogic } from './quick-add.actors';
import { quickAddView } from './quick-add.view';

export interface QuickAddProps {
  goodsId: number;
  name: string;
  /** The id of the element naming the product (the buttons are described by it). */
  describedBy: string;
  /** The machine with its effects (./quick-add.actors.ts); tests pass it with in-memory calls. */
  logic?: typeof quickAddMachine;
}

/**
 * A list row's "Add to cart" (machines/quick-add.machine.ts): disabled while the colours load,
 * then Add to cart for the one colour in stock, Choose colour when there are several, View when
 * none. Its effects (./quick-add.actors.ts) hand the cart to the app's cart and toast.
 */
export function QuickAdd({ goodsId, name, describedBy, logic = quickAddLogic }: QuickAddProps) {
  const { t } = useTranslation('wishlist');
  const actor = useActorRef(logic, { input: { goodsId, name } });
  const view = useSelector(actor, quickAddView, shallowEqual);
  const href = routes.goodsDetail(goodsId);

  if (view.loading) {
    return (
      <Button tone="secondary" disabled>
        {t('page.addToCart')}
      </Button>
    );
  }
  if (view.link) {
    return (
      <ActionLink href={href} aria-describedby={describedBy}>
        {view.link === 'choose' ? t('page.chooseColour') : t('page.view')}
      </ActionLink>
    );
  }
  return (
    <Button loading={view.busy} aria-describedby={describedBy} onClick={() => actor.send({ type: 'quickAdd.add' })}>
      {t('page.addToCart')}
    </Button>
  );
}
