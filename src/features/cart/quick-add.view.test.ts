import { describe, expect, it } from 'vitest';
import { quickAddMachine } from '../../../machines/quick-add.machine';
import { quickAddView } from './quick-add.view';

const at = (value: string) => quickAddView(quickAddMachine.resolveState({ value, context: { goodsId: 5, name: 'Soho', variantId: 2 } }));

describe('quickAddView', () => {
  it('loading colours: a disabled button', () => expect(at('loadingColours')).toEqual({ loading: true, link: null, busy: false }));
  it('several colours or none: a link to the product page', () => {
    expect(at('chooseOnPage')).toEqual({ loading: false, link: 'choose', busy: false });
    expect(at('viewOnly')).toEqual({ loading: false, link: 'view', busy: false });
  });
  it('ready, added, failed: Add to cart; adding: its spinner', () => {
    for (const value of ['ready', 'added', 'failed']) expect(at(value)).toEqual({ loading: false, link: null, busy: false });
    expect(at('adding')).toEqual({ loading: false, link: null, busy: true });
  });
});
