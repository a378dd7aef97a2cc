import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { useTranslation } from '../../i18n/react';
import type { paymentReturnLogic } from './payment-return.actors';
import { Confirming } from './result-layout';

/** What the wallet adds to a return address when the shopper approved. */
export interface Approval {
  token: string | null;
  payerId: string | null;
}

/** The approval a return address carries, or null when it carries none (a plain ?order_id=N). */
export function approvalOf(search: string): Approval | null {
  const params = new URLSearchParams(search);
  if (!params.has('token') && !params.has('payer_id')) return null;
  return { token: params.get('token'), payerId: params.get('payer_id') };
}

export interface WalletReturnProps {
  approval: Approval;
  /** The page's return flow (payment-return.actors.ts): which call settles it, where it goes next. */
  logic: typeof paymentReturnLogic;
}

/**
 * A wallet return page before it can say anything (machines/payment-return.machine.ts): the
 * approval is executed, the result remembered, and the page's address replaced, so a reload
 * shows the result instead of executing again.
 */
export function WalletReturn({ approval, logic }: WalletReturnProps) {
  const { t } = useTranslation('payment');
  useActorRef(logic, { input: approval });
  return <Confirming text={t('success.confirming')} />;
}

/**
 * Calls `resume` when the browser shows the page again from its back/forward cache: the shopper
 * came Back from the wallet's page, and the page must not keep waiting for a departure.
 */
export function useResumeFromCache(resume: () => void) {
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) resume();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [resume]);
}
