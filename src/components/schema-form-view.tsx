import type { ReactNode } from 'react';
import { failureMessage, type FieldMessages } from '../../contract/codes';
import type { FormValues, SchemaFormEvent } from '../../machines/schema-form.machine';
import { useMessage } from '../i18n/use-message';
import { styled } from '../styles/theme';
import { Notice } from './page-parts';

/** The card a form stands in below a page's text: its heading (h2) and a line that says what it is for. */
export const FormCard = styled('section', {
  marginTop: '$5',
  padding: '$5 $4',
  borderRadius: '$lg',
  boxShadow: '$card',
  border: '1px solid $line',
  '& h2': { margin: '0 0 $2', fontSize: '$lg' },
  '& > p': { margin: '0 0 $4', fontSize: '$sm', color: '$inkSoft' },
});

/**
 * Binds text controls to a schema form's machine: `field(name)` gives a control its value, its
 * message (translated), its change event and read-only while the form is being sent.
 */
export function useSchemaFormFields(
  { values, errors }: { values: FormValues; errors: FieldMessages },
  busy: boolean,
  send: (event: SchemaFormEvent) => void,
) {
  const message = useMessage();
  return {
    error: (name: string) => message(errors[name]) || undefined,
    field: (name: string) => ({
      name,
      value: values[name] ?? '',
      readOnly: busy,
      error: message(errors[name]) || undefined,
      onChange: (e: { target: { value: string } }) => send({ type: 'form.field', name, value: e.target.value }),
    }),
  };
}

/**
 * The frame of a form run by machines/schema-form.machine.ts: a `<form>` named by its heading that
 * submits through the machine (no browser validation: the contract's messages show instead), the
 * thank-you once saved and a refusal that is not about one field, above the fields.
 */
export function SchemaFormView({
  labelledBy,
  send,
  saved,
  savedText,
  error,
  children,
}: {
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
          {message(failureMessage(error))}
        </Notice>
      )}
      {children}
    </form>
  );
}
