import type { ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading';
import { isApiError } from '../../api/errors';
import { useLoad } from '../../components/use-load';
import { LoadFailed, OrderNotFound, useErrorText } from './order-parts';

/** The numeric id of an order address, or NaN. */
export function orderIdOf(raw: string | null | undefined): number {
  return /^\d{1,9}$/.test(raw ?? '') && Number(raw) > 0 ? Number(raw) : NaN;
}

export interface OrderLoadProps<T> {
  /** NaN (a malformed address) shows the not-found state at once. */
  id: number;
  load(id: number, signal: AbortSignal): Promise<T>;
  children(data: T): ReactNode;
}

/**
 * One of the customer's orders, loaded: a spinner, then the page; an unknown id or another
 * customer's order (the same 404) shows the friendly not-found state; any other failure a retry.
 */
export function OrderLoad<T>({ id, load, children }: OrderLoadProps<T>) {
  const errorText = useErrorText();
  const loaded = useLoad(`${id}`, (signal) => (id > 0 ? load(id, signal) : new Promise<T>(() => {})));
  if (!(id > 0)) return <OrderNotFound />;
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') {
    if (isApiError(loaded.error) && loaded.error.kind === 'notFound') return <OrderNotFound />;
    return <LoadFailed message={errorText(loaded.error)} onRetry={loaded.retry} />;
  }
  return <>{children(loaded.data)}</>;
}
