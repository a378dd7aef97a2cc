import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { storefrontNavApi as api } from './storefront-nav.api';

const idOrNull = (v: string | undefined) => (v ? Number(v) : null);
const idsOf = (v: string | undefined) => (v ? v.split(',').map(Number) : []);

/**
 * A tree row's button (treeAction): `target` category, nav (with its `column`) or hot; `op` order
 * (the siblings' ids under parent_id), parent (a move), hidden ('true' or ''), delete.
 */
function treeAction(v: Values): Promise<unknown> {
  const id = Number(v.id);
  if (v.target === 'category') {
    if (v.op === 'order') return api.orderCategories(idOrNull(v.parent_id), idsOf(v.ids));
    if (v.op === 'parent') return api.patchCategory(id, { parent_id: idOrNull(v.parent_id) });
    if (v.op === 'hidden') return api.patchCategory(id, { is_hidden: v.hidden === 'true' });
    if (v.op === 'delete') return api.deleteCategory(id);
  }
  if (v.target === 'nav') {
    const column = Number(v.column);
    if (v.op === 'order') return api.orderNavItems(column, idOrNull(v.parent_id), idsOf(v.ids));
    if (v.op === 'parent') return api.patchNavItem(column, id, { parent_id: idOrNull(v.parent_id) });
    if (v.op === 'hidden') return api.patchNavItem(column, id, { is_hidden: v.hidden === 'true' });
    if (v.op === 'delete') return api.deleteNavItem(column, id);
  }
  if (v.target === 'hot') {
    if (v.op === 'order') return api.orderHotSearches(idsOf(v.ids));
    if (v.op === 'delete') return api.deleteHotSearch(id);
  }
  return Promise.reject(new Error(`treeAction ${v.target}/${v.op} is unknown`));
}

/** What each form of the categories and navigation pages calls. */
function call(form: ConsoleFormName, v: Values): Promise<unknown> {
  switch (form) {
    case 'categoryAdd':
      return api.addCategory({ name: v.name!.trim(), parent_id: idOrNull(v.parent_id), slug: v.slug!.trim(), img: v.img!.trim() });
    case 'categoryEdit':
      return api.patchCategory(Number(v.id), { name: v.name!.trim(), img: v.img!.trim() });
    case 'treeAction':
      return treeAction(v);
    case 'navAdd':
      return api.addNavItem(Number(v.column), { name: v.name!.trim(), url: v.url!.trim() });
    case 'navEdit':
      return api.patchNavItem(Number(v.column), Number(v.id), { name: v.name!.trim(), url: v.url!.trim() });
    case 'hotSearchAdd':
      return api.addHotSearch({ name: v.name!.trim(), url: v.url!.trim() });
    case 'hotSearchEdit':
      return api.patchHotSearch(Number(v.id), { name: v.name!.trim(), url: v.url!.trim() });
    default:
      return Promise.reject(new Error(`${form} is not a storefront form`));
  }
}

/** The categories' and navigation's forms; done, the page loads its list again. */
export function storefrontFormLogic(done: (form: ConsoleFormName) => void) {
  return consoleFormMachine.provide({
    actors: { send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(input.form, input.values)) },
    actions: { tellDone: (_, { form }) => done(form) },
  });
}
