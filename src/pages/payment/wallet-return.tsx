import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import type { PaymentResult } from '../../../contract/orders';
import type { WalletExecuteInput } from '../../../contract/schemas/payment';
import { paymentReturnMachine } from '../../../machines/payment-return.machine';
import { useTranslation } from '../../i18n/react';
import { usePaymentCalls, type PaymentCalls } from './payment-calls';
import { forgetWalletOrder, readPaymentInfo, savePaymentInfo, walletOrder, type PaymentInfo } from './payment-info';
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

/** What a settled payment result and the remembered order make together. */
export function infoFromResult(result: PaymentResult, known: PaymentInfo | null): PaymentInfo {
  return {
    order_id: result.order_id,
    order_no: result.order_no,
    total: known?.total ?? result.payment.amount,
    currency: known?.currency ?? { symbol: 'USD', money: '$', exchange_rate: 1 },
    method: result.payment.method,
  };
}

export interface WalletReturnProps {
  approval: Approval;
  /** The call that settles the approval (api/pay/excute or api/pay/fillpostExcute). */
  execute(calls: PaymentCalls): (input: WalletExecuteInput) => Promise<PaymentResult>;
  /** Where a settled payment goes (the address replaces the return address). */
  onSuccess(info: PaymentInfo): string;
  /** Where a refusal goes, for the order it names (or the one out at the wallet). */
  onFailure(orderId: number | null, message: string | null): string;
}

/**
 * A wallet return page before it can say anything (machines/payment-return.machine.ts): the
 * approval is executed, the result remembered, and the page's address replaced, so a reload
 * shows the result instead of executing again.
 */
export function WalletReturn({ approval, execute, onSuccess, onFailure }: WalletReturnProps) {
  const { t } = useTranslation('payment');
  const calls = usePaymentCalls();
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      paymentReturnMachine.provide({
        actors: { execute: fromPromise(({ input }: { input: WalletExecuteInput }) => execute(calls)(input)) },
        actions: {
          reportSuccess: ({ context }) => {
            if (!context.result) return;
            const info = infoFromResult(context.result, readPaymentInfo(context.result.order_id));
            savePaymentInfo(info);
            forgetWalletOrder();
            navigate(onSuccess(info), { replace: true });
          },
          reportFailure: ({ context }) => navigate(onFailure(context.orderId ?? walletOrder(), context.error), { replace: true }),
        },
      }),
    // The page decides the callbacks once; the calls and the router stay the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [calls, navigate],
  );
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
