import type { ShoppingList } from '../../../contract/wholesale';
import { useMoney } from '../../app/currency/use-money';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const Table = styled('table', {
  width: '100%', borderCollapse: 'collapse', fontSize: '$sm',
  '& th, & td': { padding: '$2 $1', borderBottom: '1px solid $line', textAlign: 'start', verticalAlign: 'top' },
  '& img': { width: '2.4rem', height: 'auto', display: 'block' },
});

/** A shopping list's lines with their unit prices and the total, in the chosen currency. */
export function ShoppingListLines({ list, caption }: { list: ShoppingList; caption: string }) {
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
              <img src={l.img} alt="" loading="lazy" width={48} height={24} />
              <strong>{l.sku}</strong> {l.color}
              <div>{l.name}</div>
            </td>
            <td>{l.qty}</td>
            <td>{money(l.unit_price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>{t('list.total')}</th>
          <td>{money(list.total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
