import { forwardRef, useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { styled } from '../styles/theme';

/** A field's parts, for controls that are not a plain <input> (e.g. a picker button drawn as an input). */
export const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', marginBottom: '$4', minWidth: 0 });
export const Label = styled('label', { fontSize: '$sm', fontWeight: 600, color: '$ink' });
export const Input = styled('input', {
  width: '100%',
  minHeight: '$tap',
  padding: '0 $3',
  borderRadius: '$md',
  border: '1px solid $line',
  backgroundColor: '$surface',
  fontSize: '$md',
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:focus': { borderColor: '$brand', outline: 'none', boxShadow: '0 0 0 3px $colors$brandSoft' },
});
const Area = styled('textarea', {
  width: '100%',
  minHeight: '2.4rem',
  padding: '$2 $3',
  borderRadius: '$md',
  border: '1px solid $line',
  backgroundColor: '$surface',
  fontSize: '$md',
  resize: 'vertical',
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:focus': { borderColor: '$brand', outline: 'none', boxShadow: '0 0 0 3px $colors$brandSoft' },
});
export const Message = styled('p', { margin: 0, fontSize: '$sm', color: '$danger' });

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string;
}

/** A labelled input whose error message is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </Field>
  );
});

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the text and announced; marks it invalid. */
  error?: string;
}

/** A labelled multi-line text (a review, a note), its error message tied to it like TextField's. */
export function TextArea({ label, error, id, ...rest }: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const errorId = `${areaId}-error`;
  return (
    <Field>
      <Label htmlFor={areaId}>{label}</Label>
      <Area id={areaId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </Field>
  );
}

const Select = styled('select', {
  width: '100%',
  minHeight: '$tap',
  padding: '0 $3',
  borderRadius: '$md',
  border: '1px solid $line',
  backgroundColor: '$surface',
  fontSize: '$md',
  color: '$ink',
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:focus': { borderColor: '$brand', outline: 'none', boxShadow: '0 0 0 3px $colors$brandSoft' },
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  /** The first, empty choice ("Choose..."). */
  placeholder?: string;
  error?: string;
}

/** A labelled choice among a few options, its error message tied to it like TextField's. */
export function SelectField({ label, options, placeholder, error, id, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </Field>
  );
}
