import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { tryOnMachine, type DetectedPhoto, type LoadedModel, type TryOnEvent, type TryOnPicture } from '../../../machines/try-on.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { straightFace } from '../../../tests/support/try-on-faces';
import { controlledCall } from '../../testing/harness';
import { storage } from '../../app/storage';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import TryOnDialog from './try-on-dialog';
import { tryOnLogic } from './try-on.actors';

const FACE = straightFace();
const picture = (kind: TryOnPicture['kind']): TryOnPicture => ({
  kind,
  element: document.createElement(kind === 'camera' ? 'video' : 'img'),
  width: 1000,
  height: 800,
});
const LOADED: LoadedModel = { model: 'face-model', loadMs: 42 };

const model = createTestModel(toModelMachine(tryOnMachine.provide({ actions: { usePd: () => {} } })), {
  events: [
    { type: 'tryon.camera.ready', picture: picture('camera') },
    { type: 'tryon.camera.denied' },
    { type: 'tryon.camera.unavailable' },
    { type: 'tryon.face', face: FACE },
    { type: 'tryon.face.none' },
    { type: 'tryon.photo', file: 'me.jpg' },
    { type: 'tryon.retry' },
    { type: 'tryon.pd.use' },
    { type: 'xstate.done.actor.loadModel', output: LOADED },
    { type: 'xstate.error.actor.loadModel', error: new Error('offline') },
    { type: 'xstate.done.actor.loadPhotoModel', output: LOADED },
    { type: 'xstate.error.actor.loadPhotoModel', error: new Error('offline') },
    { type: 'xstate.done.actor.detectPhoto', output: { picture: picture('photo'), face: FACE } },
    { type: 'xstate.done.actor.detectPhoto', output: { picture: picture('photo'), face: null } },
    { type: 'xstate.error.actor.detectPhoto', error: new Error('not an image') },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, pd: s.context.pdSamples.length > 0 })) as never,
});
const INPUT = { goodsId: 7, frame: { lensWidth: 52, bridge: 18 }, cameraSupported: true };
const paths = model.getShortestPaths({ input: INPUT } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('product', i18n);
  // The view asks whether the browser has a camera API; the camera itself is the test's.
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => new Promise(() => {}) } });
});

describe('try-on (model: every state and transition of try-on.machine, against the dialog)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['askingPermission', 'loadingModel']) expect(seen).toContain(JSON.stringify({ camera: v }));
    for (const v of ['searching', 'found', 'lost']) expect(seen).toContain(JSON.stringify({ camera: { tracking: v } }));
    for (const v of ['loadingModel', 'detecting', 'found', 'noFace']) expect(seen).toContain(JSON.stringify({ photo: v }));
    for (const v of ['denied', 'unsupported', 'modelFailed']) expect(seen).toContain(JSON.stringify(v));
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      let camera: ((e: TryOnEvent) => void) | null = null;
      let tracker: ((e: TryOnEvent) => void) | null = null;
      const loads = controlledCall<LoadedModel>();
      const detects = controlledCall<DetectedPhoto, { model: unknown; file: unknown }>();
      const logic = tryOnLogic.provide({
        actors: {
          camera: fromCallback<EventObject>(({ sendBack }) => {
            camera = sendBack as (e: TryOnEvent) => void;
            return () => {
              camera = null;
            };
          }),
          loadModel: loads.logic,
          trackFaces: fromCallback<EventObject, { model: unknown; picture: TryOnPicture }>(({ sendBack }) => {
            tracker = sendBack as (e: TryOnEvent) => void;
            return () => {
              tracker = null;
            };
          }),
          detectPhoto: detects.logic,
        },
      });
      storage.remove('measuredPd');
      const { Wrapper, location } = shellHarness({ i18n, path: '/goods-detail/7' });
      render(
        <Wrapper>
          <TryOnDialog goodsId={7} name="Round One" shape="round" color="#222222" frame={INPUT.frame} onClose={() => {}} logic={logic} />
        </Wrapper>,
      );
      await flush();
      const dialog = () => screen.getByRole('dialog', { name: 'Try on Round One' });
      const status = () => within(dialog()).getByRole('status').textContent;
      const overlay = () => dialog().querySelector('[data-frame-x]');
      const tell = async (to: ((e: TryOnEvent) => void) | null, e: TryOnEvent) => {
        expect(to).not.toBeNull();
        await act(async () => to!(e));
        await flush();
      };
      const pdButton = () => within(dialog()).queryByRole('button', { name: /^PD 63 ± \d+ mm — use it for my lenses$/ });

      await path.test({
        states: {
          'camera.askingPermission': () => expect(status()).toBe('Allow the camera to see the frame on your face.'),
          'camera.loadingModel': () => expect(status()).toBe('Loading the face model…'),
          'camera.tracking.searching': () => {
            expect(status()).toBe('Looking for your face…');
            expect(tracker).not.toBeNull();
          },
          'camera.tracking.found': () => {
            expect(status()).toBe('Face found');
            expect(overlay()?.getAttribute('data-frame-x')).toBe('500');
            expect(overlay()?.getAttribute('data-frame-y')).toBe('400');
            expect(pdButton()).not.toBeNull();
          },
          'camera.tracking.lost': () => {
            expect(status()).toBe('Face lost');
            expect(overlay()).toBeNull();
          },
          denied: () => {
            expect(status()).toBe('The camera was refused. Try the frame on a photo of yourself instead.');
            expect(camera).toBeNull();
            expect(within(dialog()).getByRole('button', { name: 'Ask for the camera again' })).toBeTruthy();
          },
          unsupported: () => {
            expect(status()).toBe('No camera here. Try the frame on a photo of yourself instead.');
            expect(within(dialog()).getByLabelText('Use a photo')).toBeTruthy();
          },
          modelFailed: () => {
            expect(status()).toBe('The face model could not be loaded.');
            expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeTruthy();
          },
          'photo.loadingModel': () => expect(status()).toBe('Loading the face model…'),
          'photo.detecting': () => expect(status()).toBe('Looking for a face in your photo…'),
          'photo.found': () => {
            expect(status()).toBe('Face found');
            expect(overlay()?.getAttribute('data-frame-x')).toBe('500');
          },
          'photo.noFace': () => {
            expect(status()).toBe('No face found in this photo. Try one facing the camera.');
            expect(overlay()).toBeNull();
          },
        } as never,
        events: {
          'tryon.camera.ready': () => tell(camera, { type: 'tryon.camera.ready', picture: picture('camera') }),
          'tryon.camera.denied': () => tell(camera, { type: 'tryon.camera.denied' }),
          'tryon.camera.unavailable': () => tell(camera, { type: 'tryon.camera.unavailable' }),
          'tryon.face': () => tell(tracker, { type: 'tryon.face', face: FACE }),
          'tryon.face.none': () => tell(tracker, { type: 'tryon.face.none' }),
          'tryon.photo': async () => {
            fireEvent.change(within(dialog()).getByLabelText('Use a photo'), {
              target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] },
            });
            await flush();
          },
          'tryon.retry': async () => {
            fireEvent.click(within(dialog()).getByRole('button', { name: /^(Ask for the camera again|Try again)$/ }));
            await flush();
          },
          'tryon.pd.use': async () => {
            const button = pdButton();
            if (!button) return; // No PD measured yet: nothing to use (the machine's guard).
            fireEvent.click(button);
            await flush();
            expect(storage.get('measuredPd')).toMatchObject({ mm: 63 });
            expect(location.history.at(-1)).toBe('/select-lenses/7');
          },
          'xstate.done.actor.loadModel': () => loads.resolve(LOADED).then(() => flush()),
          'xstate.error.actor.loadModel': () => loads.reject(new Error('offline')).then(() => flush()),
          'xstate.done.actor.loadPhotoModel': () => loads.resolve(LOADED).then(() => flush()),
          'xstate.error.actor.loadPhotoModel': () => loads.reject(new Error('offline')).then(() => flush()),
          'xstate.done.actor.detectPhoto': ({ event }: { event: { output: DetectedPhoto } }) => detects.resolve(event.output).then(() => flush()),
          'xstate.error.actor.detectPhoto': () => detects.reject(new Error('not an image')).then(() => flush()),
        } as never,
      });
    });
  }
});
