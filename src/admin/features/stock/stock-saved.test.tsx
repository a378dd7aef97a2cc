import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminStockChange, AdminStockChangeReply } from '../../../../contract/admin-products';
import type { ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { stockFormLogic } from './stock-form.actors';
import { StockSaved, stockSavedMessage } from './stock-saved';

const plain: AdminStockChange = { goods_id: 7, variant_id: 70, delta: -2, qty_after: 3, pre_orders: null };
const served: AdminStockChange = {
  goods_id: 7,
  variant_id: 70,
  delta: 6,
  qty_after: 6,
  pre_orders: { received: 12, served: [31, 32], frames: 4, held: 2 },
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

const draw = (change: AdminStockChange) =>
  render(
    <I18nProvider i18n={i18n}>
      <StockSaved change={change} />
    </I18nProvider>,
  );

describe('the stock panel once a change is saved', () => {
  it('says a plain change is saved, to assistive tech too', () => {
    expect(stockSavedMessage(plain)).toBeNull();
    draw(plain);
    expect(screen.getByRole('status').textContent).toBe('The stock has been updated.');
  });

  it('says what received frames did for the pre-orders: how many served, their frames, those held, and what reached the stock', () => {
    expect(stockSavedMessage(served)).toEqual({
      key: 'stockPreOrdersServed',
      values: { served: '2', frames: '4', held: '2', to_stock: '6' },
    });
    draw(served);
    expect(screen.getByRole('status').textContent).toBe(
      'The stock has been updated. Pre-orders served: 2 (frames: 4). Held for the next pre-order: 2. To stock: 6.',
    );
  });

  it('every received frame taken by the pre-orders: nothing to stock', () => {
    draw({ ...served, delta: 0, qty_after: 3, pre_orders: { received: 4, served: [], frames: 0, held: 4 } });
    expect(screen.getByRole('status').textContent).toBe(
      'The stock has been updated. Pre-orders served: 0 (frames: 0). Held for the next pre-order: 4. To stock: 0.',
    );
  });

  it("the form hands the server's answer (the product and what the change did) to the panel", async () => {
    const reply = { change: served } as AdminStockChangeReply;
    const got: AdminStockChangeReply[] = [];
    const actor = createActor(
      stockFormLogic((r) => got.push(r)).provide({
        actors: { send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(async () => reply) },
      }),
      {
        input: { form: 'stockChange', values: { id: '7', variant_id: '70', mode: 'adjust', qty: '12', reason: 'received' } },
      },
    ).start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(got).toEqual([reply]);
  });
});
