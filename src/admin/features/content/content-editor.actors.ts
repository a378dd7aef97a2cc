import { fromPromise } from 'xstate';
import type { AdminContent, ContentPicture, ContentType } from '../../../../contract/admin-content';
import {
  contentEditorMachine,
  type ContentRef,
  type PublishContentInput,
  type SaveContentInput,
  type UploadPictureInput,
} from '../../../../machines/admin/content-editor.machine';
import { contentApi } from './content.api';

const saveOf = (input: SaveContentInput) =>
  input.id === null ? contentApi.create(input.type, input.input) : contentApi.save(input.type, input.id, { ...input.input, version: input.version! });

/**
 * The page and post editor's calls: save (create, or update at the version read), publish (saved
 * first when the text changed, then published at the version that save answered), unpublish,
 * delete a draft, upload a picture, read it again, preview the body.
 */
export function contentEditorLogic(saved: (item: AdminContent) => void, removed: () => void) {
  return contentEditorMachine.provide({
    actors: {
      save: fromPromise<AdminContent, SaveContentInput>(({ input }) => saveOf(input)),
      publish: fromPromise<AdminContent, PublishContentInput>(async ({ input }) => {
        const item = input.changed || input.id === null ? await saveOf(input) : { id: input.id, version: input.version! };
        return contentApi.publish(input.type, item.id, item.version, input.publish_at);
      }),
      unpublish: fromPromise<AdminContent, ContentRef>(({ input }) => contentApi.unpublish(input.type, input.id, input.version)),
      remove: fromPromise<null, ContentRef>(({ input }) => contentApi.remove(input.type, input.id, input.version)),
      upload: fromPromise<ContentPicture, UploadPictureInput>(({ input }) => contentApi.picture(input.file, input.alt)),
      load: fromPromise<AdminContent, { type: ContentType; id: number }>(({ input }) => contentApi.one(input.type, input.id)),
      preview: fromPromise<{ html: string }, { markdown: string }>(({ input }) => contentApi.preview(input.markdown)),
    },
    actions: { tellSaved: (_, item) => saved(item), tellRemoved: () => removed() },
  });
}
