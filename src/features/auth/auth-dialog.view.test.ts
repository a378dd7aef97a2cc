import { describe, expect, it } from 'vitest';
import { authDialogMachine } from '../../../machines/auth-dialog.machine';
import { authDialogView } from './auth-dialog.view';

const context = {
  tab: 'register' as const,
  registerSignsIn: false,
  values: { email: 'a@b.example', password: 'x' },
  errors: { password: 'short' },
  formError: null,
  result: null,
};
const at = (value: string) => authDialogView(authDialogMachine.resolveState({ value, context }));

describe('authDialogView', () => {
  it('editing: the fields and their messages', () => {
    expect(at('editing')).toEqual({ tab: 'register', values: context.values, errors: context.errors, formError: null, busy: false });
  });
  it('submitting and succeeded: busy', () => {
    expect(at('submitting').busy).toBe(true);
    expect(at('succeeded').busy).toBe(true);
  });
});
