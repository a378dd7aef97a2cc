import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CheckoutInput, CheckoutMachine } from '../../../machines/checkout.machine';
import { inspect } from '../../app/inspect';
import { checkoutLogic } from './checkout.actors';

export type CheckoutActor = ActorRefFrom<CheckoutMachine>;

/** The checkout's actor for one visit of the page (effects: ./checkout.actors.ts; tests pass their own `logic`). */
export function useCheckout(input: CheckoutInput, logic: CheckoutMachine = checkoutLogic): CheckoutActor {
  return useActorRef(logic, { input, inspect });
}
