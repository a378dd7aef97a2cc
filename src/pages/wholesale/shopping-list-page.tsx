import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { shoppingListMachine } from '../../../machines/shopping-list.machine';
import { routes } from '../../app/paths';
import { Button } from '../../components/button';
import { Notice, PageColumn } from '../../components/page-parts';
import { TextArea } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { BusinessGate } from '../../features/wholesale/business-gate';
import { ShoppingListLines, type LineEditing } from '../../features/wholesale/shopping-list-lines';
import { shoppingListLogic } from '../../features/wholesale/shopping-list.actors';
import { shoppingListView } from '../../features/wholesale/shopping-list.view';
import { failureMessage } from '../../../contract/codes';

const Errors = styled('ul', { margin: '0 0 $3', paddingInlineStart: '$4', color: '$danger', fontSize: '$sm' });
const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', margin: '$4 0' });

/**
 * /catalog-shopping-list-w (signed-in business buyers, business-gate.tsx): the quick-order box
 * (pasted `SKU, quantity` lines or a CSV file read into it), each refused line's message, the saved
 * list, and Place order / Move to cart (machines/shopping-list.machine.ts).
 */
export default function ShoppingListPage({ logic = shoppingListLogic }: { logic?: typeof shoppingListMachine }) {
  const { t } = useTranslation('wholesale');
  return (
    <PageColumn aria-labelledby="shopping-list-title">
      <h1 id="shopping-list-title">{t('list.title')}</h1>
      <nav aria-label={t('list.title')}>
        <Link href={routes.priceListWholesale}>{t('list.priceList')}</Link> · <Link href={routes.myShoppingList}>{t('list.mine')}</Link>
      </nav>
      <BusinessGate from={routes.catalogShoppingList}>
        <ShoppingList logic={logic} />
      </BusinessGate>
    </PageColumn>
  );
}

/** The list itself: its machine starts (and loads the list) only for a business buyer. */
export function ShoppingList({ logic }: { logic: typeof shoppingListMachine }) {
  const { t } = useTranslation('wholesale');
  const message = useMessage();
  const actor = useActorRef(logic);
  const { send } = actor;
  const view = useSelector(actor, shoppingListView, shallowEqual);
  // Typing waits for the list (text typed while it loads would be dropped by the machine).
  const { list, text, errors, error, lineResult, busy } = view;
  const editing: LineEditing = {
    busy,
    result: lineResult,
    setQty: (variantId, qty) => send({ type: 'list.line', variantId, qty }),
    remove: (variantId) => send({ type: 'list.remove', variantId }),
  };
  const lineErrors = Object.entries(errors).filter(([k]) => k.startsWith('lines.'));
  return (
    <>
      <section aria-labelledby="quick-order-title">
        <h2 id="quick-order-title">{t('list.quick')}</h2>
        <p>{t('list.quickHelp')}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'list.add' });
          }}
        >
          <TextArea
            label={t('list.box')}
            name="quick-order"
            rows={8}
            value={text}
            readOnly={busy}
            error={message(errors.text) || undefined}
            onChange={(e) => send({ type: 'list.text', text: e.target.value })}
          />
          {lineErrors.length > 0 && (
            <div role="alert">
              <Errors>
                {lineErrors.map(([k, m]) => (
                  <li key={k}>{t('list.line', { line: k.slice(6), message: message(m) })}</li>
                ))}
              </Errors>
            </div>
          )}
          <label>
            {t('list.file')}{' '}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              disabled={busy}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (file) send({ type: 'list.text', text: await file.text() });
              }}
            />
          </label>
          <Actions>
            <Button type="submit" loading={view.adding}>
              {t('list.add')}
            </Button>
          </Actions>
        </form>
      </section>
      {error != null && (
        <Notice role="alert" tone="danger">
          {message(failureMessage(error))} {view.editable && <Link href={routes.myAddressBook}>{t('list.addressBook')}</Link>}
        </Notice>
      )}
      {view.failed && (
        <Button type="button" onClick={() => send({ type: 'list.retry' })}>
          {t('retry')}
        </Button>
      )}
      {view.loading && <p role="status">{t('loading')}</p>}
      {lineResult && lineResult.qty === 0 && !lineResult.error && <p role="status">{t('list.removed')}</p>}
      {list && list.lines.length === 0 && <p>{t('list.empty')}</p>}
      {list && list.lines.length > 0 && (
        <>
          <ShoppingListLines list={list} caption={t('list.title')} editing={editing} />
          <Actions>
            <Button type="button" loading={view.submitting} disabled={busy} onClick={() => send({ type: 'list.submit' })}>
              {t('list.submit')}
            </Button>
            <Button type="button" tone="secondary" loading={view.moving} disabled={busy} onClick={() => send({ type: 'list.toCart' })}>
              {t('list.toCart')}
            </Button>
          </Actions>
        </>
      )}
    </>
  );
}
