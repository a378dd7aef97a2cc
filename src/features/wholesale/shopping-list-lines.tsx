import { useRef } from 'react';
import type { ShoppingList, ShoppingListLine } from '../../../contract/wholesale';
import { LINE_QTY_MAX, type LineChange } from '../../../machines/shopping-list.machine';
import { useMoney } from '../currency/use-money';
import { IconButton } from '../../components/icon-button';
import { TrashIcon } from '../../components/icons';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { failureMessage } from '../../../contract/codes';

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { padding: '$2 $1', borderBottom: '1px solid $line', textAlign: 'start', verticalAlign: 'top' },
  '& img': { width: '2.4rem', height: 'auto', display: 'block' },
});
const Edit = styled('div', { display: 'flex', alignItems: 'center', gap: '$1', flexWrap: 'wrap' });
const Said = styled('p', {
  margin: '$1 0 0',
  fontSize: '$xs',
  fontWeight: 600,
  variants: { tone: { ok: { color: '$success' }, error: { color: '$danger' }, soft: { color: '$inkSoft', fontWeight: 400 } } },
});

/** What an editable list offers: each line's quantity and its removal, one change at a time. */
export interface LineEditing {
  /** A change is being saved (or the list is busy otherwise): every line waits. */
  busy: boolean;
  /** What became of the last change, said beside its line. */
  result: (LineChange & { error: unknown }) | null;
  setQty(variantId: number, qty: number): void;
  remove(variantId: number): void;
}

/** A number per line change, so a line's box shows the list's quantity again after each (a refused one too). */
const stamps = new WeakMap<object, number>();
let stamped = 0;
function stampOf(result: object | null): number {
  if (!result) return 0;
  if (!stamps.has(result)) stamps.set(result, ++stamped);
  return stamps.get(result)!;
}

function LineQty({ line, editing }: { line: ShoppingListLine; editing: LineEditing }) {
  const { t } = useTranslation('wholesale');
  const message = useMessage();
  const result = editing.result?.variantId === line.variant_id ? editing.result : null;
  // A new outcome (not its clearing at the next change) sets the box back to the list's quantity.
  const shown = useRef(0);
  if (result) shown.current = stampOf(result);
  const name = `${line.sku} ${line.color}`;
  return (
    <>
      <Edit>
        <QuantityStepper
          key={shown.current}
          value={line.qty}
          min={Math.max(1, line.moq)}
          max={Math.min(LINE_QTY_MAX, Math.max(line.qty, line.stock))}
          busy={editing.busy}
          labels={{
            group: t('list.qtyOf', { name }),
            quantity: t('list.qtyOf', { name }),
            decrease: t('list.decrease', { name }),
            increase: t('list.increase', { name }),
          }}
          onChange={(qty) => editing.setQty(line.variant_id, qty)}
        />
        <IconButton
          type="button"
          tone="soft"
          aria-label={t('list.remove', { name })}
          disabled={editing.busy}
          onClick={() => editing.remove(line.variant_id)}
        >
          <TrashIcon />
        </IconButton>
      </Edit>
      {line.moq > 1 && <Said tone="soft">{t('list.minimum', { count: line.moq })}</Said>}
      {result?.error ? (
        <Said tone="error" role="alert">
          {message(failureMessage(result.error))}
        </Said>
      ) : result ? (
        <Said tone="ok" role="status">
          {t('list.saved')}
        </Said>
      ) : null}
    </>
  );
}

/**
 * A shopping list's lines with their unit prices and the total, in the chosen currency; with
 * `editing` (the open list), each line's quantity can be changed and the line removed.
 */
export function ShoppingListLines({ list, caption, editing }: { list: ShoppingList; caption: string; editing?: LineEditing }) {
  const { t } = useTranslation('wholesale');
  const money = useMoney();
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col">{t('list.qty')}</th>
          <th scope="col">{t('list.unit')}</th>
        </tr>
      </thead>
      <tbody>
        {list.lines.map((l) => (
          <tr key={l.id}>
            <td>
              {l.img && <img src={l.img} alt="" loading="lazy" width={48} height={24} />}
              <strong>{l.sku}</strong> {l.color}
              <div>{l.name}</div>
            </td>
            <td>{editing ? <LineQty line={l} editing={editing} /> : l.qty}</td>
            <td>{money(l.unit_price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('list.total')}
          </th>
          <td>{money(list.total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
