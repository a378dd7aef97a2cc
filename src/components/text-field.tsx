import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { styled } from '../styles/theme';

/** A field's parts, for controls that are not a plain <input> (e.g. a picker button drawn as an input). */
export const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', marginBottom: '$4', minWidth: 0 });
export const Label = styled('label', { fontSize: '$sm', fontWeight: 600, color: '$ink' });
/** What every text control looks like: tap height, the line, red when invalid, the brand ring when focused. */
const control = {
  width: '100%',
  minHeight: '$tap',
  padding: '0 $3',
  borderRadius: '$md',
  border: '1px solid $line',
  backgroundColor: '$surface',
  fontSize: '$md',
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:focus': { borderColor: '$brand', outline: 'none', boxShadow: '0 0 0 3px $colors$brandSoft' },
} as const;
export const Input = styled('input', control);
const Area = styled('textarea', { ...control, minHeight: '2.4rem', padding: '$2 $3', resize: 'vertical' });
export const Select = styled('select', { ...control, color: '$ink' });
export const Message = styled('p', { margin: 0, fontSize: '$sm', color: '$danger' });

/** The ids and aria attributes that tie a control to its label and its error message. */
function useDescribed(id: string | undefined, error: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return { controlId, errorId, aria: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } };
}

/** A control under its label, its error message under it (announced). */
function Labelled({
  label,
  controlId,
  errorId,
  error,
  children,
}: {
  label: string;
  controlId: string;
  errorId: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      {children}
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </Field>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string;
}

/** A labelled input whose error message is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, id, ...rest }, ref) {
  const { controlId, errorId, aria } = useDescribed(id, error);
  return (
    <Labelled label={label} controlId={controlId} errorId={errorId} error={error}>
      <Input ref={ref} {...aria} {...rest} />
    </Labelled>
  );
});

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the text and announced; marks it invalid. */
  error?: string;
}

/** A labelled multi-line text (a review, a note), its error message tied to it like TextField's. */
export function TextArea({ label, error, id, ...rest }: TextAreaProps) {
  const { controlId, errorId, aria } = useDescribed(id, error);
  return (
    <Labelled label={label} controlId={controlId} errorId={errorId} error={error}>
      <Area {...aria} {...rest} />
    </Labelled>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  /** The first, empty choice ("Choose..."). */
  placeholder?: string;
  error?: string;
}

/** A labelled choice among a few options, its error message tied to it like TextField's. */
export function SelectField({ label, options, placeholder, error, id, ...rest }: SelectFieldProps) {
  const { controlId, errorId, aria } = useDescribed(id, error);
  return (
    <Labelled label={label} controlId={controlId} errorId={errorId} error={error}>
      <Select {...aria} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Labelled>
  );
}
