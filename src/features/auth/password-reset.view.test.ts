import { describe, expect, it } from 'vitest';
import { passwordResetMachine } from '../../../machines/password-reset.machine';
import { passwordResetView } from './password-reset.view';

const context = { token: 't', values: { email: '', password: '', c_password: '' }, errors: {}, formError: null };
const at = (value: string | Record<string, string>) => passwordResetView(passwordResetMachine.resolveState({ value, context }));

describe('passwordResetView', () => {
  it('asking for the e-mail, sending it, sent', () => {
    expect(at({ request: 'editing' })).toEqual({ screen: 'request', busy: false, values: context.values, errors: {}, formError: null });
    expect(at({ request: 'sending' })).toMatchObject({ screen: 'request', busy: true });
    expect(at({ request: 'sent' })).toMatchObject({ screen: 'sent', busy: false });
  });
  it('the new password, saving it, changed, or the link invalid', () => {
    expect(at({ reset: 'editing' })).toMatchObject({ screen: 'reset', busy: false });
    expect(at({ reset: 'saving' })).toMatchObject({ screen: 'reset', busy: true });
    expect(at({ reset: 'changed' })).toMatchObject({ screen: 'changed', busy: false });
    expect(at({ reset: 'tokenInvalid' })).toMatchObject({ screen: 'tokenInvalid', busy: false });
  });
});
