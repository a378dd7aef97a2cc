import { fromPromise } from 'xstate';
import type { ShopImage } from '../../../../contract/admin-products';
import type { Storefront, StorefrontPreview } from '../../../../contract/admin-storefront';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { storefrontApi } from './storefront.api';
import { blockInputOf, idsOf, movedOrder, previewInputOf, slideInputOf, type PreviewedForm } from './storefront-values';

/**
 * Files chosen for an upload, until it is sent: the form's values are text, so `file` names one
 * here (an object URL would do, but the console's CSP rightly refuses to fetch blob: addresses).
 */
const picked = new Map<string, File>();
let seq = 0;
/** Keeps a chosen file for storefrontUpload; its name goes in the form's `file`. */
export function pickFile(file: File): string {
  const key = `file-${++seq}`;
  picked.set(key, file);
  return key;
}

/** What each storefront form calls (the record's `id` and `version` in the values); every change answers the storefront now. */
async function call(form: ConsoleFormName, v: Values): Promise<unknown> {
  const id = Number(v.id);
  switch (form) {
    case 'storefrontBlock':
      return storefrontApi.block(id, { ...blockInputOf(v), version: v.version ?? '' });
    case 'storefrontSlide':
      return v.id
        ? storefrontApi.slide(id, { ...slideInputOf(v), version: v.version ?? '' })
        : storefrontApi.addSlide(Number(v.block_id), slideInputOf(v));
    case 'storefrontGoods':
      return storefrontApi.blockGoods(id, { goods_ids: idsOf(v.goods_ids), version: v.version ?? '' });
    case 'storefrontQuestionnaire':
      return storefrontApi.questionnaire(id, { image_url: v.image_url!.trim(), wap_image_url: v.wap_image_url!.trim(), version: v.version ?? '' });
    case 'storefrontMove': {
      const ids = movedOrder(idsOf(v.ids), id, Number(v.by));
      return v.what === 'slide' ? storefrontApi.slideOrder(Number(v.block_id), ids) : storefrontApi.blockOrder(ids);
    }
    case 'storefrontRemove':
      return storefrontApi.removeSlide(id);
    case 'storefrontPreview': {
      const draft = JSON.parse(v.draft!) as { form: PreviewedForm; values: Values };
      return storefrontApi.preview(previewInputOf(draft.form, draft.values));
    }
    case 'storefrontUpload': {
      const file = picked.get(v.file!);
      picked.delete(v.file!);
      if (!file) throw new Error('the chosen file is gone');
      return storefrontApi.upload(file, v.name || file.name, v.purpose === 'promo' ? 'promo' : 'banner');
    }
    default:
      throw new Error(`${form} is not a storefront form`);
  }
}

const send = fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(input.form, input.values));

/** The storefront's changes (block, slide, goods, pictures, move, remove); done, the page takes the storefront answered. */
export function storefrontFormLogic(done: (form: ConsoleFormName, storefront: Storefront) => void) {
  return consoleFormMachine.provide({
    actors: { send },
    actions: { tellDone: (_, { form, output }) => done(form, output as Storefront) },
  });
}

/** Preview: a form's unsaved values kept behind a token; done, the page shows the shop drawn with them. */
export function storefrontPreviewLogic(shown: (preview: StorefrontPreview) => void) {
  return consoleFormMachine.provide({ actors: { send }, actions: { tellDone: (_, { output }) => shown(output as StorefrontPreview) } });
}

/** A picture uploaded beside a URL field; done, the field takes the picture's address. */
export function storefrontUploadLogic(uploaded: (image: ShopImage) => void) {
  return consoleFormMachine.provide({ actors: { send }, actions: { tellDone: (_, { output }) => uploaded(output as ShopImage) } });
}
