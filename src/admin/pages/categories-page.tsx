import { useCallback, useMemo, useState } from 'react';
import type { AdminCategory } from '../../../contract/admin-storefront-nav';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { PageHead, Panel, Table, TableWrap } from '../app/shell/page-parts';
import { ConsoleForm } from '../features/forms/console-form';
import { RowButtons, RowEdit, useTreeButtons, VisibilityBadge } from '../features/storefront-nav/row-buttons';
import { storefrontFormLogic } from '../features/storefront-nav/storefront-nav-forms.actors';
import { storefrontNavApi } from '../features/storefront-nav/storefront-nav.api';
import { treeMove, type TreeMove } from '../features/storefront-nav/tree-moves';

/**
 * /admin/categories (catalogue.manage): Add a category (name, parent, slug, picture), and the tree:
 * each category renamed in place, moved up or down among its siblings, indented under the one
 * above or outdented, hidden or shown, deleted when empty. Every button is a real button named
 * after its category.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const logic = useMemo(() => storefrontFormLogic(reload), [reload]);
  const list = useLoad(`categories:${round}`, (signal) => storefrontNavApi.categories(signal), { keepWhileReloading: true });
  const rows = list.status === 'ready' ? list.data : [];
  const parents = rows.map((c) => ({ value: String(c.id), label: `${'— '.repeat(c.depth)}${c.name}` }));
  return (
    <>
      <PageHead title={t('categories.title')} />
      <Panel aria-labelledby="category-add">
        <h2 id="category-add">{t('categories.add')}</h2>
        <ConsoleForm
          key={`add:${rows.length}`}
          logic={logic}
          input={{ form: 'categoryAdd' }}
          name={t('categories.add')}
          submit={t('categories.addSubmit')}
          doneText={t('categories.added')}
          layout="inline"
          fields={[
            { name: 'name', label: t('fields.name') },
            { name: 'parent_id', label: t('categories.parent'), type: 'select', options: parents, placeholder: t('categories.topLevel') },
            { name: 'slug', label: t('categories.slug') },
            { name: 'img', label: t('categories.picture') },
          ]}
        />
      </Panel>
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('categories.failed')} />
      ) : (
        <CategoryTable rows={rows} logic={logic} />
      )}
    </>
  );
}

function CategoryTable({ rows, logic }: { rows: AdminCategory[]; logic: ReturnType<typeof storefrontFormLogic> }) {
  const { t } = useTranslation();
  const treeButtons = useTreeButtons();
  return (
    <TableWrap>
      <Table>
        <caption className="visually-hidden">{t('categories.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('categories.category')}</th>
            <th scope="col" className="num">
              {t('categories.products')}
            </th>
            <th scope="col">{t('categories.shown')}</th>
            <th scope="col">{t('categories.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => {
            const key = `${c.id}:${c.name}:${c.img}:${c.parent_id}:${c.sort}:${c.is_hidden}:${rows.length}`;
            const move = (m: TreeMove) => {
              const v = treeMove(rows, c.id, m);
              return v && { target: 'category', ...v };
            };
            return (
              <tr key={c.id}>
                <td style={{ paddingInlineStart: `calc(0.24rem + ${c.depth * 0.5}rem)` }}>
                  <RowEdit
                    logic={logic}
                    rowKey={key}
                    input={{ form: 'categoryEdit', values: { id: String(c.id), name: c.name, img: c.img } }}
                    name={c.name}
                    fields={[
                      { name: 'name', label: t('categories.nameOf', { name: c.name }) },
                      { name: 'img', label: t('categories.pictureOf', { name: c.name }) },
                    ]}
                  />
                  <small>
                    {c.depth > 0 ? `${t('categories.level', { depth: c.depth + 1 })} · ` : ''}/{c.slug}
                  </small>
                </td>
                <td className="num">{c.goods_count}</td>
                <td>
                  <VisibilityBadge hidden={c.is_hidden} />
                </td>
                <td>
                  <RowButtons logic={logic} rowKey={key} buttons={treeButtons(c, { target: 'category' }, move)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
