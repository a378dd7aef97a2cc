import { useEffect, useState } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PriceListRow } from '../../../contract/wholesale';
import type { shoppingListMachine } from '../../../machines/shopping-list.machine';
import { Button } from '../../components/button';
import { Input, Select } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { shoppingListLogic } from './shopping-list.actors';
import { shoppingListRowView } from './shopping-list.view';
import { failureMessage } from '../../../contract/codes';

export type ShoppingListActor = ActorRefFrom<typeof shoppingListMachine>;

/** The open shopping list behind the wholesale price list's quantities (machines/shopping-list.machine.ts). */
export function useShoppingListActor(logic: typeof shoppingListMachine = shoppingListLogic): ShoppingListActor {
  return useActorRef(logic);
}

const Form = styled('form', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  marginTop: '$2',
  '& select': { flex: '1 1 100%', fontSize: '$sm' },
  '& input': { width: '1.5rem', flex: 'none', textAlign: 'center', padding: '0 $1' },
  '& button': { flex: '1 1 0', minWidth: 0, minHeight: '0.9rem', fontSize: '$xs', padding: '0 $1', whiteSpace: 'nowrap' },
});
const Said = styled('p', {
  flex: '1 1 100%',
  margin: 0,
  fontSize: '$xs',
  fontWeight: 600,
  variants: { tone: { ok: { color: '$success' }, error: { color: '$danger' }, soft: { color: '$inkSoft', fontWeight: 400 } } },
});

/** The colour a row starts on: the first with stock for the minimum, else the first in stock, else the first. */
function firstColour(row: PriceListRow): number {
  const enough = row.colors.find((c) => c.stock >= Math.max(1, row.moq)) ?? row.colors.find((c) => c.stock > 0) ?? row.colors[0];
  return enough?.variant_id ?? 0;
}

/**
 * A business buyer's quantity of one price list row: its colour, how many (what the open shopping
 * list holds of it, once loaded) and Add to list / Update list, which sets that colour's line
 * (POST api/users/shoppingList/line); 0 or an empty box takes a listed colour off. What became of
 * it (saved, or the server's refusal: below the minimum, more than the stock) is said beside it.
 */
export function RowQuantity({ row, actor }: { row: PriceListRow; actor: ShoppingListActor }) {
  const { t } = useTranslation('wholesale');
  const message = useMessage();
  const [variantId, setVariantId] = useState(() => firstColour(row));
  const { onList, editable: ready, saving, result } = useSelector(actor, (s) => shoppingListRowView(s, variantId), shallowEqual);
  const [draft, setDraft] = useState('');
  // The box shows what the list holds of the colour (after it loads, after each save, on another colour).
  useEffect(() => setDraft(onList ? String(onList) : ''), [onList, variantId]);
  if (!row.colors.length) return null;
  const colour = row.colors.find((c) => c.variant_id === variantId);
  const sku = row.sku;

  const submit = () => {
    const qty = draft.trim() === '' ? 0 : Number(draft);
    if (qty === 0 && onList) actor.send({ type: 'list.remove', variantId });
    else actor.send({ type: 'list.line', variantId, qty });
  };

  return (
    <Form
      aria-label={t('row.form', { sku })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {row.colors.length > 1 ? (
        <Select aria-label={t('row.colour', { sku })} value={variantId} onChange={(e) => setVariantId(Number(e.target.value))}>
          {row.colors.map((c) => (
            <option key={c.variant_id} value={c.variant_id}>
              {t('row.colourStock', { color: c.color, count: c.stock })}
            </option>
          ))}
        </Select>
      ) : (
        <Said tone="soft">{colour && t('row.colourStock', { color: colour.color, count: colour.stock })}</Said>
      )}
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        aria-label={t('row.qty', { sku })}
        placeholder={row.moq > 1 ? String(row.moq) : undefined}
        value={draft}
        aria-invalid={result?.error ? true : undefined}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" tone="secondary" loading={saving} disabled={!ready && !saving}>
        {onList ? t('row.update') : t('row.add')}
      </Button>
      {result?.error ? (
        <Said tone="error" role="alert">
          {message(failureMessage(result.error)) || t('loadFailed')}
        </Said>
      ) : result ? (
        <Said tone="ok" role="status">
          {result.qty ? t('row.saved', { count: result.qty }) : t('row.removed')}
        </Said>
      ) : onList ? (
        <Said tone="soft">{t('row.onList', { count: onList })}</Said>
      ) : null}
    </Form>
  );
}
