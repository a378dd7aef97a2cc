import { fromPromise } from 'xstate';
import type { AdminProductDetail } from '../../../../contract/admin-products';
import { productEditorMachine, type SaveProductInput } from '../../../../machines/admin/product-editor.machine';
import { productsApi } from './products.api';

/** The product editor's calls: save (create or update with the version read), preview the description, read the product again. */
export function productEditorLogic(saved: (product: AdminProductDetail) => void) {
  return productEditorMachine.provide({
    actors: {
      save: fromPromise<AdminProductDetail, SaveProductInput>(({ input }) =>
        input.id === null ? productsApi.create(input.input) : productsApi.save(input.id, { ...input.input, version: input.version! }),
      ),
      preview: fromPromise<{ html: string }, { markdown: string }>(({ input }) => productsApi.preview(input.markdown)),
      load: fromPromise<AdminProductDetail, { id: number }>(({ input }) => productsApi.detail(input.id)),
    },
    actions: { tellSaved: (_, product) => saved(product) },
  });
}
