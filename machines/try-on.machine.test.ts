import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { PD_SAMPLES_KEPT } from '../contract/try-on-geometry';
import { straightFace } from '../tests/support/try-on-faces';
import { pdOffer, tryOnMachine, type DetectedPhoto, type TryOnEvent, type TryOnPicture } from './try-on.machine';

const video: TryOnPicture = { kind: 'camera', element: 'video', width: 1000, height: 800 };
const photo: TryOnPicture = { kind: 'photo', element: 'img', width: 1000, height: 800 };
const frame = { lensWidth: 52, bridge: 18 };

/** The machine with a camera and a frame loop the test speaks for, and a model that loads when told. */
function run(
  opts: {
    cameraSupported?: boolean;
    loadModel?: () => Promise<{ model: unknown; loadMs: number }>;
    detectPhoto?: (file: unknown) => Promise<DetectedPhoto>;
  } = {},
) {
  let camera: ((e: TryOnEvent) => void) | null = null;
  let tracker: ((e: TryOnEvent) => void) | null = null;
  const cameraStopped = vi.fn();
  const usePd = vi.fn();
  const loads = vi.fn(opts.loadModel ?? (async () => ({ model: 'face-model', loadMs: 120 })));
  const actor = createActor(
    tryOnMachine.provide({
      actors: {
        camera: fromCallback<EventObject>(({ sendBack }) => {
          camera = sendBack as (e: TryOnEvent) => void;
          return () => {
            camera = null;
            cameraStopped();
          };
        }),
        loadModel: fromPromise(() => loads()),
        trackFaces: fromCallback<EventObject, { model: unknown; picture: TryOnPicture }>(({ sendBack, input }) => {
          expect(input).toEqual({ model: 'face-model', picture: video });
          tracker = sendBack as (e: TryOnEvent) => void;
          return () => {
            tracker = null;
          };
        }),
        detectPhoto: fromPromise(({ input }) => (opts.detectPhoto ?? (async () => ({ picture: photo, face: straightFace() })))(input.file)),
      },
      actions: { usePd: (_, params) => usePd(params) },
    }),
    { input: { goodsId: 7, frame, cameraSupported: opts.cameraSupported ?? true } },
  ).start();
  return { actor, camera: () => camera, tracker: () => tracker, cameraStopped, usePd, loads };
}

describe('try-on machine', () => {
  it('asks for the camera, loads the model, then tracks the face: the frame between the pupils and the PD measured', async () => {
    const t = run();
    expect(t.actor.getSnapshot().value).toEqual({ camera: 'askingPermission' });
    t.camera()!({ type: 'tryon.camera.ready', picture: video });
    expect(t.actor.getSnapshot().value).toEqual({ camera: 'loadingModel' });
    await waitFor(t.actor, (s) => s.matches({ camera: { tracking: 'searching' } }));
    expect(t.actor.getSnapshot().context.loadMs).toBe(120);
    t.tracker()!({ type: 'tryon.face', face: straightFace() });
    const s = t.actor.getSnapshot();
    expect(s.value).toEqual({ camera: { tracking: 'found' } });
    expect(s.context.placement).toMatchObject({ x: 500, y: 400 });
    expect(pdOffer(s.context)).toEqual({ mm: 63, plusMinus: 3, samples: 1 });
  });

  it('says the face is lost and found again, keeping the PD measured so far', async () => {
    const t = run();
    t.camera()!({ type: 'tryon.camera.ready', picture: video });
    await waitFor(t.actor, (s) => s.matches({ camera: 'tracking' }));
    t.tracker()!({ type: 'tryon.face', face: straightFace() });
    t.tracker()!({ type: 'tryon.face.none' });
    expect(t.actor.getSnapshot().value).toEqual({ camera: { tracking: 'lost' } });
    expect(t.actor.getSnapshot().context.placement).toBeNull();
    expect(pdOffer(t.actor.getSnapshot().context)?.mm).toBe(63);
    t.tracker()!({ type: 'tryon.face', face: straightFace() });
    expect(t.actor.getSnapshot().value).toEqual({ camera: { tracking: 'found' } });
    expect(pdOffer(t.actor.getSnapshot().context)?.samples).toBe(2);
  });

  it(`keeps the latest ${PD_SAMPLES_KEPT} measurements`, async () => {
    const t = run();
    t.camera()!({ type: 'tryon.camera.ready', picture: video });
    await waitFor(t.actor, (s) => s.matches({ camera: 'tracking' }));
    for (let i = 0; i < PD_SAMPLES_KEPT + 5; i++) t.tracker()!({ type: 'tryon.face', face: straightFace() });
    expect(t.actor.getSnapshot().context.pdSamples).toHaveLength(PD_SAMPLES_KEPT);
  });

  it('hands the PD to the prescription step only once there is one', async () => {
    const t = run();
    t.actor.send({ type: 'tryon.pd.use' });
    expect(t.usePd).not.toHaveBeenCalled();
    t.camera()!({ type: 'tryon.camera.ready', picture: video });
    await waitFor(t.actor, (s) => s.matches({ camera: 'tracking' }));
    t.tracker()!({ type: 'tryon.face', face: straightFace() });
    t.actor.send({ type: 'tryon.pd.use' });
    expect(t.usePd).toHaveBeenCalledWith({ goodsId: 7, pd: { mm: 63, plusMinus: 3, samples: 1 } });
  });

  it('a refused camera offers a photo or asking again; the camera is stopped on leaving', async () => {
    const t = run();
    t.camera()!({ type: 'tryon.camera.denied' });
    expect(t.actor.getSnapshot().value).toBe('denied');
    expect(t.cameraStopped).toHaveBeenCalledTimes(1);
    t.actor.send({ type: 'tryon.retry' });
    expect(t.actor.getSnapshot().value).toEqual({ camera: 'askingPermission' });
    t.camera()!({ type: 'tryon.camera.unavailable' });
    expect(t.actor.getSnapshot().value).toBe('unsupported');
  });

  it('without a camera API, goes straight to the photo offer; a photo with a face is measured', async () => {
    const t = run({ cameraSupported: false });
    expect(t.actor.getSnapshot().value).toBe('unsupported');
    expect(t.camera()).toBeNull();
    t.actor.send({ type: 'tryon.photo', file: 'me.jpg' });
    expect(t.actor.getSnapshot().value).toEqual({ photo: 'loadingModel' });
    await waitFor(t.actor, (s) => s.matches({ photo: 'found' }));
    const c = t.actor.getSnapshot().context;
    expect(c.picture).toBe(photo);
    expect(c.placement).toMatchObject({ x: 500, y: 400 });
    expect(pdOffer(c)?.samples).toBe(1);
  });

  it('a photo without a face says so; the next photo is measured on its own, with the model loaded once', async () => {
    let face = false;
    const t = run({
      cameraSupported: false,
      detectPhoto: async (file) => ({ picture: { ...photo, element: file }, face: face ? straightFace() : null }),
    });
    t.actor.send({ type: 'tryon.photo', file: 'wall.jpg' });
    await waitFor(t.actor, (s) => s.matches({ photo: 'noFace' }));
    expect(t.actor.getSnapshot().context.picture?.element).toBe('wall.jpg');
    face = true;
    t.actor.send({ type: 'tryon.photo', file: 'me.jpg' });
    expect(t.actor.getSnapshot().value).toEqual({ photo: 'detecting' });
    await waitFor(t.actor, (s) => s.matches({ photo: 'found' }));
    expect(t.loads).toHaveBeenCalledTimes(1);
  });

  it('a photo that cannot be read is a photo without a face', async () => {
    const t = run({ cameraSupported: false, detectPhoto: async () => Promise.reject(new Error('not an image')) });
    t.actor.send({ type: 'tryon.photo', file: 'notes.txt' });
    await waitFor(t.actor, (s) => s.matches({ photo: 'noFace' }));
  });

  it('a model that does not load says so and may be tried again', async () => {
    let fail = true;
    const t = run({ loadModel: async () => (fail ? Promise.reject(new Error('offline')) : { model: 'face-model', loadMs: 5 }) });
    t.camera()!({ type: 'tryon.camera.ready', picture: video });
    await waitFor(t.actor, (s) => s.matches('modelFailed'));
    expect(t.cameraStopped).toHaveBeenCalled();
    fail = false;
    t.actor.send({ type: 'tryon.retry' });
    t.camera()!({ type: 'tryon.camera.ready', picture: video });
    await waitFor(t.actor, (s) => s.matches({ camera: 'tracking' }));
  });

  it('switching from the camera to a photo stops the camera', async () => {
    const t = run();
    t.camera()!({ type: 'tryon.camera.ready', picture: video });
    await waitFor(t.actor, (s) => s.matches({ camera: 'tracking' }));
    t.actor.send({ type: 'tryon.photo', file: 'me.jpg' });
    expect(t.cameraStopped).toHaveBeenCalledTimes(1);
    expect(t.tracker()).toBeNull();
    await waitFor(t.actor, (s) => s.matches({ photo: 'found' }));
    expect(t.loads).toHaveBeenCalledTimes(1);
  });
});
