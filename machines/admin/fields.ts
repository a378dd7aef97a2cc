import type { Message } from '../../contract/messages';

/**
 * What the console's forms check before they send (the server checks again and answers its own
 * messages): a problem the view words from the console's catalogue (`console:problems.<problem>`),
 * or a server message (a 422's field message) as it came.
 */
export interface FieldProblem {
  problem: 'required' | 'email' | 'tooLong' | 'tooShort' | 'amount' | 'overRefundable';
  /** The limit the words name (a length, an amount). */
  limit?: number;
}
export type FieldError = FieldProblem | Message;
export type FieldErrors = Record<string, FieldError>;
export type Values = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One field's rules: required, an e-mail, a length, a positive amount up to a limit. */
export interface FieldRule {
  required?: boolean;
  email?: boolean;
  min?: number;
  max?: number;
  /** A positive amount with at most 2 decimals, at most `maxAmount` when given. */
  amount?: boolean;
  maxAmount?: number;
}

export function checkField(value: string, rule: FieldRule): FieldProblem | null {
  const v = value.trim();
  if (!v) return rule.required ? { problem: 'required' } : null;
  if (rule.email && !EMAIL.test(v)) return { problem: 'email' };
  if (rule.min !== undefined && v.length < rule.min) return { problem: 'tooShort', limit: rule.min };
  if (rule.max !== undefined && v.length > rule.max) return { problem: 'tooLong', limit: rule.max };
  if (rule.amount) {
    if (!/^\d+(\.\d{1,2})?$/.test(v) || Number(v) <= 0) return { problem: 'amount' };
    if (rule.maxAmount !== undefined && Number(v) > rule.maxAmount + 1e-9) return { problem: 'overRefundable', limit: rule.maxAmount };
  }
  return null;
}

/** Every field's problem under its rules (none: valid). */
export function checkFields(values: Values, rules: Record<string, FieldRule>): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, rule] of Object.entries(rules)) {
    const p = checkField(values[name] ?? '', rule);
    if (p) out[name] = p;
  }
  return out;
}

export const isFieldProblem = (e: unknown): e is FieldProblem => typeof e === 'object' && e !== null && 'problem' in e;
