import { fromPromise } from 'xstate';
import { searchDialogMachine } from '../../../../machines/search-dialog.machine';
import { navigate } from '../../navigation';
import { routes } from '../../paths';
import { hotSearchResource } from '../resources';

/** The search dialog's effects: the popular searches (one load shared with the home page) and where a search goes. */
export const searchDialogLogic = searchDialogMachine.provide({
  actors: { loadPopularSearches: fromPromise(() => hotSearchResource.load()) },
  actions: {
    showResults: (_, { keywords }) => navigate(routes.searchResult(keywords)),
    followPopular: (_, { url }) => navigate(url),
  },
});
