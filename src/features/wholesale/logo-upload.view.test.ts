import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CustomerLogo } from '../../../contract/wholesale-services';
import { logoUploadMachine, type PickedFile } from '../../../machines/logo-upload.machine';
import { logoUploadView } from './logo-upload.view';

/** The real machine; the upload waits until the test answers it. */
function start() {
  let answer: { ok(): void; fail(e: unknown): void } | null = null;
  const logic = logoUploadMachine.provide({
    actors: {
      upload: fromPromise<CustomerLogo, PickedFile>(
        () =>
          new Promise((ok, fail) => {
            answer = { ok: () => ok({ id: 1 } as CustomerLogo), fail };
          }),
      ),
    },
    actions: { tellUploaded: () => {} },
  });
  const actor = createActor(logic).start();
  return { actor, view: () => logoUploadView(actor.getSnapshot()), answer: () => answer! };
}
const file = { name: 'logo.png', size: 10 } as PickedFile;

describe('logoUploadView', () => {
  it('idle, busy while uploading, then saved until the next file', async () => {
    const { actor, view, answer } = start();
    expect(view()).toEqual({ busy: false, uploaded: false, error: null });
    actor.send({ type: 'logo.upload', file });
    expect(view()).toEqual({ busy: true, uploaded: false, error: null });
    answer().ok();
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(view()).toEqual({ busy: false, uploaded: true, error: null });
    actor.send({ type: 'logo.upload', file });
    expect(view()).toMatchObject({ busy: true, uploaded: false });
  });

  it('a refusal is kept and shown', async () => {
    const { actor, view, answer } = start();
    actor.send({ type: 'logo.upload', file });
    const refused = new Error('Not an image');
    answer().fail(refused);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toEqual({ busy: false, uploaded: false, error: refused });
  });
});
