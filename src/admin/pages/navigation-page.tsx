import { useCallback, useMemo, useState } from 'react';
import type { AdminHotSearch, AdminNavItem } from '../../../contract/admin-storefront-nav';
import { FOOTER_COLUMN, NAV_COLUMN } from '../../../contract/constants';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { PageHead, Panel, Table, TableWrap } from '../app/shell/page-parts';
import { ConsoleForm } from '../features/forms/console-form';
import { RowButtons, RowEdit, useTreeButtons, VisibilityBadge } from '../features/storefront-nav/row-buttons';
import { storefrontFormLogic } from '../features/storefront-nav/storefront-nav-forms.actors';
import { storefrontNavApi } from '../features/storefront-nav/storefront-nav.api';
import { listMove, treeMove, type TreeMove } from '../features/storefront-nav/tree-moves';

type Logic = ReturnType<typeof storefrontFormLogic>;

/**
 * /admin/navigation (catalogue.manage): the shop's menu (column 5), its footer (column 2) and the
 * Popular Searches, each with an Add form and its entries edited in place, reordered with buttons,
 * hidden or shown, deleted.
 */
export default function NavigationPage() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const logic = useMemo(() => storefrontFormLogic(reload), [reload]);
  const nav = useLoad(`navigation:${round}`, (signal) => storefrontNavApi.navigation(signal), { keepWhileReloading: true });
  return (
    <>
      <PageHead title={t('navigation.title')} />
      {nav.status !== 'ready' ? (
        <LoadStates loaded={nav} loading={t('loading')} failed={t('navigation.failed')} />
      ) : (
        <>
          <Column title={t('navigation.menu')} id="nav-menu" column={NAV_COLUMN} items={nav.data.menu} logic={logic} />
          <Column title={t('navigation.footer')} id="nav-footer" column={FOOTER_COLUMN} items={nav.data.footer} logic={logic} />
          <HotSearches items={nav.data.hot_searches} logic={logic} />
        </>
      )}
    </>
  );
}

function Column({ title, id, column, items, logic }: { title: string; id: string; column: number; items: AdminNavItem[]; logic: Logic }) {
  const { t } = useTranslation();
  const treeButtons = useTreeButtons();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ConsoleForm
        key={`add:${column}:${items.length}`}
        logic={logic}
        input={{ form: 'navAdd', values: { column: String(column) } }}
        name={t('navigation.addTo', { column: title })}
        submit={t('navigation.add')}
        layout="inline"
        fields={[
          { name: 'name', label: t('navigation.text') },
          { name: 'url', label: t('navigation.url') },
        ]}
      />
      <TableWrap>
        <Table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('navigation.entry')}</th>
              <th scope="col">{t('categories.shown')}</th>
              <th scope="col">{t('categories.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((n) => {
              const key = `${n.id}:${n.name}:${n.url}:${n.parent_id}:${n.sort}:${n.is_hidden}:${items.length}`;
              const move = (m: TreeMove) => {
                const v = treeMove(items, n.id, m);
                return v && { target: 'nav', column: String(column), ...v };
              };
              return (
                <tr key={n.id}>
                  <td style={{ paddingInlineStart: `calc(0.24rem + ${n.depth * 0.5}rem)` }}>
                    <RowEdit
                      logic={logic}
                      rowKey={key}
                      input={{ form: 'navEdit', values: { column: String(column), id: String(n.id), name: n.name, url: n.url } }}
                      name={n.name}
                      fields={[
                        { name: 'name', label: t('navigation.textOf', { name: n.name }) },
                        { name: 'url', label: t('navigation.urlOf', { name: n.name }) },
                      ]}
                    />
                  </td>
                  <td>
                    <VisibilityBadge hidden={n.is_hidden} />
                  </td>
                  <td>
                    <RowButtons logic={logic} rowKey={key} buttons={treeButtons(n, { target: 'nav', column: String(column) }, move)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </Panel>
  );
}

function HotSearches({ items, logic }: { items: AdminHotSearch[]; logic: Logic }) {
  const { t } = useTranslation();
  const ids = items.map((h) => h.id);
  const order = (id: number, m: 'up' | 'down') => {
    const next = listMove(ids, id, m);
    return next && { target: 'hot', op: 'order', ids: next.join(',') };
  };
  return (
    <Panel aria-labelledby="nav-hot">
      <h2 id="nav-hot">{t('navigation.hotSearches')}</h2>
      <ConsoleForm
        key={`add:hot:${items.length}`}
        logic={logic}
        input={{ form: 'hotSearchAdd' }}
        name={t('navigation.addHot')}
        submit={t('navigation.add')}
        layout="inline"
        fields={[
          { name: 'name', label: t('navigation.words') },
          { name: 'url', label: t('navigation.hotUrl') },
        ]}
      />
      <TableWrap>
        <Table>
          <caption className="visually-hidden">{t('navigation.hotSearches')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('navigation.words')}</th>
              <th scope="col">{t('categories.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((h) => {
              const key = `${h.id}:${h.name}:${h.url}:${h.sort}:${items.length}`;
              return (
                <tr key={h.id}>
                  <td>
                    <RowEdit
                      logic={logic}
                      rowKey={key}
                      input={{ form: 'hotSearchEdit', values: { id: String(h.id), name: h.name, url: h.url } }}
                      name={h.name}
                      fields={[
                        { name: 'name', label: t('navigation.textOf', { name: h.name }) },
                        { name: 'url', label: t('navigation.urlOf', { name: h.name }) },
                      ]}
                    />
                  </td>
                  <td>
                    <RowButtons
                      logic={logic}
                      rowKey={key}
                      buttons={[
                        { label: t('tree.up'), name: t('tree.upOf', { name: h.name }), values: order(h.id, 'up') },
                        { label: t('tree.down'), name: t('tree.downOf', { name: h.name }), values: order(h.id, 'down') },
                        {
                          label: t('tree.delete'),
                          name: t('tree.deleteOf', { name: h.name }),
                          values: { target: 'hot', op: 'delete', id: String(h.id) },
                          tone: 'danger',
                        },
                      ]}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </Panel>
  );
}
