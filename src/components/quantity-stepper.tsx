import { useEffect, useState } from 'react';
import { styled } from '../styles/theme';

/** The − [n] + frame, for steppers with their own behaviour (the product page's panel). */
export const StepperFrame = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  border: '1px solid $line',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& button': {
    width: '$tap',
    height: '$tap',
    border: 0,
    background: 'none',
    fontSize: '$lg',
    lineHeight: 1,
    cursor: 'pointer',
    color: '$ink',
    '&:disabled': { color: '$inkFaint', cursor: 'default' },
  },
  '& input': {
    width: '1.2rem',
    height: '$tap',
    border: 0,
    borderInline: '1px solid $line',
    borderRadius: 0,
    textAlign: 'center',
    fontSize: '$md',
    backgroundColor: 'transparent',
    MozAppearance: 'textfield',
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
  '&[aria-busy="true"] input': { color: '$inkSoft' },
});

export interface QuantityStepperProps {
  value: number;
  /** The least it offers (a business buyer's minimum order quantity); 1 by default. */
  min?: number;
  max: number;
  /** A change is being saved: the buttons and the field ignore input. */
  busy?: boolean;
  labels: { group: string; quantity: string; decrease: string; increase: string };
  /** A new quantity: a button press, or a typed number once the field is left or Enter pressed. */
  onChange(qty: number): void;
}

/**
 * − [n] +: a quantity within `min` (1) and `max`. The typed number is only a draft until the field is
 * left (or Enter), so typing "12" asks for 12, not for 1 and then 12.
 */
export function QuantityStepper({ value, min = 1, max, busy = false, labels, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const n = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(n) || n === value) setDraft(String(value));
    else onChange(n);
  };
  return (
    <StepperFrame role="group" aria-label={labels.group} aria-busy={busy || undefined}>
      <button type="button" aria-label={labels.decrease} disabled={busy || value <= min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={labels.quantity}
        min={min}
        max={Math.max(min, max)}
        value={draft}
        readOnly={busy}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button type="button" aria-label={labels.increase} disabled={busy || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </StepperFrame>
  );
}
