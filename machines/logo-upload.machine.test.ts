import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import { UPLOAD_MAX_BYTES, type CustomerLogo } from '../contract/wholesale-services';
import { logoUploadMachine, type PickedFile } from './logo-upload.machine';

const logo: CustomerLogo = {
  id: 7,
  name: 'acme.png',
  mime: 'image/png',
  size: 100,
  url: '/api/orders/logo/7',
  chosen: false,
  created_at: '2026-11-25T00:00:00Z',
};

function run(upload: (file: PickedFile) => Promise<CustomerLogo>) {
  const tellUploaded = vi.fn();
  const actor = createActor(
    logoUploadMachine.provide({
      actors: { upload: fromPromise(({ input }) => upload(input)) },
      actions: { tellUploaded: (_, params) => tellUploaded(params) },
    }),
  ).start();
  return { actor, tellUploaded };
}

describe('logo-upload machine', () => {
  it('uploads a picked file and tells the list', async () => {
    const { actor, tellUploaded } = run(async () => logo);
    actor.send({ type: 'logo.upload', file: { name: 'acme.png', size: 100 } });
    expect(actor.getSnapshot().value).toBe('uploading');
    await waitFor(actor, (s) => s.matches('uploaded'));
    expect(tellUploaded).toHaveBeenCalledWith({ logo });
  });

  it('refuses a file over 5 MB without sending it', () => {
    const upload = vi.fn(async () => logo);
    const { actor } = run(upload);
    actor.send({ type: 'logo.upload', file: { name: 'big.png', size: UPLOAD_MAX_BYTES + 1 } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect((actor.getSnapshot().context.error as Error).message).toBe(messages.uploadTooLarge);
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps the server refusal and takes the next file', async () => {
    const refusal = new Error(messages.uploadType);
    let calls = 0;
    const { actor } = run(async () => {
      calls += 1;
      if (calls === 1) throw refusal;
      return logo;
    });
    actor.send({ type: 'logo.upload', file: { name: 'fake.png', size: 10 } });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error != null);
    expect(actor.getSnapshot().context.error).toBe(refusal);
    actor.send({ type: 'logo.upload', file: { name: 'acme.png', size: 10 } });
    await waitFor(actor, (s) => s.matches('uploaded'));
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'logo.upload', file: { name: 'big.png', size: UPLOAD_MAX_BYTES + 1 } });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
