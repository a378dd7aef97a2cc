import type { ReactNode } from 'react';
import type { SchemaFormEvent } from '../../machines/schema-form.machine';
import { useMessage } from '../i18n/use-message';
import { Notice } from './page-parts';

/**
 * The frame of a form run by machines/schema-form.machine.ts: a `<form>` named by its heading that
 * submits through the machine (no browser validation: the contract's messages show instead), the
 * thank-you once saved and a refusal that is not about one field, above the fields.
 */
export function SchemaFormView({ labelledBy, send, saved, savedText, error, children }: {
  labelledBy: string;
  send: (event: SchemaFormEvent) => void;
  /** The machine is in `saved`. */
  saved: boolean;
  /** The contract's message said once saved. */
  savedText: string;
  /** The machine's `error` (offline, a server error). */
  error: unknown;
  children: ReactNode;
}) {
  const message = useMessage();
  return (
    <form
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      {saved && (
        <Notice role="status" tone="success" css={{ marginBottom: '$4' }}>
          {message(savedText)}
        </Notice>
      )}
      {error != null && (
        <Notice role="alert" tone="danger" css={{ marginBottom: '$4' }}>
          {message((error as Error).message)}
        </Notice>
      )}
      {children}
    </form>
  );
}
