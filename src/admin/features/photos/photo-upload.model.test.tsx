import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import type { AdminProductPhoto } from '../../../../contract/admin-products';
import { consoleMessages } from '../../../../contract/console-messages';
import { said } from '../../../../contract/messages';
import { photoUploadMachine, type PhotoUploadContext, type PhotoUploadEvent } from '../../../../machines/admin/photo-upload.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { photoUploadLogic } from './photo-forms.actors';
import { UploadRow } from './photo-manager';

const notAPicture = new ApiError('invalid', 422, consoleMessages.photoTypeInvalid, { file: said('photoTypeInvalid') });
const PHOTOS = [{ id: 7 }] as AdminProductPhoto[];
const file = new File(['not really'], 'front.jpg', { type: 'image/jpeg' });

const ctx = (s: AnyMachineSnapshot) => s.context as PhotoUploadContext;
const model = createTestModel(toModelMachine(photoUploadMachine), {
  events: ((s: AnyMachineSnapshot) => [
    ...(ctx(s).progress < 0.5 ? [{ type: 'upload.progress', fraction: 0.5 }] : []),
    { type: 'upload.done', photos: PHOTOS },
    { type: 'upload.failed', error: notAPicture },
    { type: 'upload.retry' },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ v: s.value, p: ctx(s).progress, err: !!ctx(s).error })) as never,
});
type Path = ReturnType<typeof model.getShortestPaths>[number];
const paths = coveringPaths<Path>(model as never, { input: { file, variant_id: '3', alt: '' } });

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('a photo upload with its progress (model: machines/admin/photo-upload.machine.ts)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['sending', 'failed', 'done']) expect(seen.has(JSON.stringify(v)), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      let tell: ((e: PhotoUploadEvent) => void) | null = null;
      const sent: unknown[] = [];
      const answered: AdminProductPhoto[][] = [];
      const logic = photoUploadLogic(1, (p) => answered.push(p)).provide({
        actors: {
          upload: fromCallback(({ input, sendBack }) => {
            sent.push(input);
            tell = sendBack as (e: PhotoUploadEvent) => void;
          }),
        },
      });
      const { container } = render(
        <I18nProvider i18n={i18n}>
          <ul>
            <UploadRow logic={logic} file={file} variantId="3" />
          </ul>
        </I18nProvider>,
      );
      await flush();
      await path.test({
        states: {
          sending: (s: AnyMachineSnapshot) => {
            const bar = screen.getByRole('progressbar', { name: 'Uploading front.jpg' });
            expect(bar.getAttribute('value')).toBe(String(Math.round(ctx(s).progress * 100)));
            expect(screen.queryByRole('alert')).toBeNull();
            expect(sent.at(-1)).toEqual({ file, variant_id: '3', alt: '' });
          },
          failed: () => {
            expect(screen.getByRole('alert').textContent).toBe(`front.jpg was not added: ${consoleMessages.photoTypeInvalid}`);
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
            expect(screen.queryByRole('progressbar')).toBeNull();
          },
          done: () => {
            expect(container.querySelector('li')).toBeNull();
            expect(answered).toEqual([PHOTOS]);
          },
        } as never,
        events: {
          'upload.progress': async ({ event }: { event: { fraction: number } }) => {
            tell!({ type: 'upload.progress', fraction: event.fraction });
            await flush(1);
          },
          'upload.done': async () => {
            tell!({ type: 'upload.done', photos: PHOTOS });
            await flush(1);
          },
          'upload.failed': async () => {
            tell!({ type: 'upload.failed', error: notAPicture });
            await flush(1);
          },
          'upload.retry': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
            await flush(1);
          },
        } as never,
      });
    });
  }
});
