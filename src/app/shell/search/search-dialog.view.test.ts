import { describe, expect, it } from 'vitest';
import { searchDialogMachine } from '../../../../machines/search-dialog.machine';
import { searchDialogView } from './search-dialog.view';

const at = (popular: string, form: string) =>
  searchDialogView(searchDialogMachine.resolveState({ value: { popular, form }, context: { query: 'tort', popular: [] } }));

describe('searchDialogView', () => {
  it('the popular searches: loading, ready, failed', () => {
    expect(at('loading', 'editing')).toEqual({ query: 'tort', required: false, popularStatus: 'loading', popular: [] });
    expect(at('ready', 'editing').popularStatus).toBe('ready');
    expect(at('failed', 'submitted').popularStatus).toBe('failed');
  });
  it('an empty search refused: required', () => {
    expect(at('ready', 'required').required).toBe(true);
    expect(at('ready', 'submitted').required).toBe(false);
  });
});
