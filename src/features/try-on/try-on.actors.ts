import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { tryOnMachine, type DetectedPhoto, type LoadedModel, type TryOnEvent, type TryOnPicture } from '../../../machines/try-on.machine';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/paths';
import { storage } from '../../app/storage';
import { loadFaceModel, type FaceModel } from './face-model';

/** The front camera, at a size the model reads quickly on a phone. */
const CAMERA: MediaStreamConstraints = { video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } }, audio: false };

/** getUserMedia's refusals (the shopper, or a policy) as opposed to a camera that is missing or busy. */
const isRefusal = (error: unknown) => error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

/** Waits until a video has its first frame (its size is known). */
function firstFrame(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    video.addEventListener('loadeddata', () => resolve(), { once: true });
    video.addEventListener('error', () => reject(new Error('video')), { once: true });
  });
}

/** Reads a photo the shopper chose into an image element. */
function readPhoto(file: Blob): Promise<HTMLImageElement> {
  const img = new Image();
  img.alt = '';
  img.src = URL.createObjectURL(file);
  return img.decode().then(
    () => img,
    (error: unknown) => {
      URL.revokeObjectURL(img.src);
      throw error;
    },
  );
}

/**
 * Try-on's effects: the front camera through getUserMedia (stopped when the machine leaves the
 * camera), MediaPipe Face Mesh loaded from our origin, the frame loop (one frame to the model at a
 * time, on the video's own frames), a photo read into an image; the measured PD kept for the
 * prescription step, which the shopper is taken to.
 */
export const tryOnLogic = tryOnMachine.provide({
  actors: {
    camera: fromCallback<EventObject>(({ sendBack }) => {
      const tell = sendBack as (e: TryOnEvent) => void;
      let stream: MediaStream | null = null;
      let stopped = false;
      const video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.setAttribute('aria-hidden', 'true');
      navigator.mediaDevices
        .getUserMedia(CAMERA)
        .then(async (s) => {
          stream = s;
          if (stopped) return s.getTracks().forEach((t) => t.stop());
          video.srcObject = s;
          await video.play();
          await firstFrame(video);
          if (stopped) return;
          const picture: TryOnPicture = { kind: 'camera', element: video, width: video.videoWidth, height: video.videoHeight };
          tell({ type: 'tryon.camera.ready', picture });
        })
        .catch((error: unknown) => {
          if (!stopped) tell({ type: isRefusal(error) ? 'tryon.camera.denied' : 'tryon.camera.unavailable' });
        });
      return () => {
        stopped = true;
        stream?.getTracks().forEach((t) => t.stop());
        video.srcObject = null;
      };
    }),
    loadModel: fromPromise<LoadedModel>(async () => {
      const started = performance.now();
      const model = await loadFaceModel();
      return { model, loadMs: Math.round(performance.now() - started) };
    }),
    trackFaces: fromCallback<EventObject, { model: unknown; picture: TryOnPicture }>(({ sendBack, input }) => {
      const tell = sendBack as (e: TryOnEvent) => void;
      const model = input.model as FaceModel;
      const video = input.picture.element as HTMLVideoElement;
      let running = true;
      // One frame at a time: the next is asked for once the model has answered the last.
      const next = () => {
        if (!running) return;
        if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(step);
        else requestAnimationFrame(step);
      };
      const step = () => {
        if (!running) return;
        model
          .detect(video)
          .then(
            (face) => running && tell(face ? { type: 'tryon.face', face } : { type: 'tryon.face.none' }),
            () => running && tell({ type: 'tryon.face.none' }),
          )
          .finally(next);
      };
      next();
      return () => {
        running = false;
      };
    }),
    detectPhoto: fromPromise<DetectedPhoto, { model: unknown; file: unknown }>(async ({ input }) => {
      const img = await readPhoto(input.file as Blob);
      const face = await (input.model as FaceModel).detect(img, true);
      return { picture: { kind: 'photo', element: img, width: img.naturalWidth, height: img.naturalHeight }, face };
    }),
  },
  actions: {
    usePd: (_, { goodsId, pd }) => {
      storage.set('measuredPd', { mm: pd.mm, plusMinus: pd.plusMinus });
      navigate(routes.selectLenses(goodsId));
    },
  },
});
