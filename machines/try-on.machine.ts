import { assign, setup } from 'xstate';
import {
  PD_SAMPLES_KEPT,
  estimatePd,
  measurePd,
  placeFrame,
  type FaceLandmarks,
  type FramePlacement,
  type FrameSize,
  type PdEstimate,
} from '../contract/try-on-geometry';
import { providedCall, providedSubscription } from './provided';

/**
 * What the face is seen on: the camera's video or a photo, as the app made it (an element the view
 * shows). Opaque here: the machine only hands it from the actor that made it to the view and the model.
 */
export interface TryOnPicture {
  kind: 'camera' | 'photo';
  element: unknown;
  width: number;
  height: number;
}

/** The face model once loaded (opaque here), and how long it took, in ms. */
export interface LoadedModel {
  model: unknown;
  loadMs: number;
}

export interface TryOnInput {
  /** The frame tried on: the prescription step the PD is taken to is this frame's. */
  goodsId: number;
  /** The frame's front in mm (contract/try-on-geometry.ts frameSize). */
  frame: FrameSize;
  /** False where the browser has no camera API at all (no `navigator.mediaDevices.getUserMedia`). */
  cameraSupported: boolean;
}

export interface TryOnContext extends TryOnInput {
  picture: TryOnPicture | null;
  model: unknown;
  loadMs: number | null;
  face: FaceLandmarks | null;
  placement: FramePlacement | null;
  /** The latest PD measurements (mm), at most PD_SAMPLES_KEPT, and the iris size they were read at. */
  pdSamples: number[];
  irisPx: number | null;
  /** How many pictures a face was seen in (the frame loop's pace: `npm run bench -- --only=tryon`). */
  facesSeen: number;
  /** The photo chosen last (a File), read once the model is there. */
  photoFile: unknown;
  error: unknown;
}

export type TryOnEvent =
  /** From the camera actor: the video plays. */
  | { type: 'tryon.camera.ready'; picture: TryOnPicture }
  /** From the camera actor: the shopper (or the browser's settings) refused the camera. */
  | { type: 'tryon.camera.denied' }
  /** From the camera actor: no camera, or it cannot be opened. */
  | { type: 'tryon.camera.unavailable' }
  /** From the tracking loop: a face in the latest frame. */
  | { type: 'tryon.face'; face: FaceLandmarks }
  /** From the tracking loop: no face in the latest frame. */
  | { type: 'tryon.face.none' }
  /** The shopper chose a photo (a File). */
  | { type: 'tryon.photo'; file: unknown }
  | { type: 'tryon.retry' }
  /** The shopper takes the measured PD to the prescription step. */
  | { type: 'tryon.pd.use' };

/** The photo path's call: the face in one picture (null when none), and the picture to show. */
export interface DetectedPhoto {
  picture: TryOnPicture;
  face: FaceLandmarks | null;
}

/** The PD the shopper can take, from the measurements so far (null while there is none worth offering). */
export const pdOffer = (c: Pick<TryOnContext, 'pdSamples' | 'irisPx'>): PdEstimate | null =>
  c.irisPx == null ? null : estimatePd(c.pdSamples, c.irisPx);

const irisOf = (face: FaceLandmarks) => (face.right.diameter + face.left.diameter) / 2;

/**
 * Virtual try-on: the front camera (asking permission), the face model loaded from our origin,
 * then every frame's face: the frame drawn on it (placement) and the PD measured from the iris.
 * Refused or missing camera, a photo instead. The camera, the model and the frame loop are the
 * app's (src/features/try-on/try-on.actors.ts); this machine only says what happens when.
 */
export const tryOnMachine = setup({
  types: {
    input: {} as TryOnInput,
    context: {} as TryOnContext,
    events: {} as TryOnEvent,
    /** What the status line says (a key of product.json's tryOn.status). */
    tags: {} as 'asking' | 'loading' | 'searching' | 'found' | 'lost' | 'reading' | 'noFace' | 'denied' | 'modelFailed' | 'unsupported',
  },
  actors: {
    /** Opens the front camera while its state lasts (stops it after): answers camera.ready, .denied or .unavailable. */
    camera: providedSubscription('camera'),
    /** Loads the face model and its weights (from our origin). */
    loadModel: providedCall<LoadedModel>('loadModel'),
    /** The frame loop: runs the model on the video, frame after frame, answering tryon.face or tryon.face.none. */
    trackFaces: providedSubscription<{ model: unknown; picture: TryOnPicture }>('trackFaces'),
    /** The face in a photo the shopper chose. */
    detectPhoto: providedCall<DetectedPhoto, { model: unknown; file: unknown }>('detectPhoto'),
  },
  guards: {
    cameraSupported: ({ context }) => context.cameraSupported,
    modelLoaded: ({ context }) => context.model != null,
    faceInPhoto: (_, { found }: { found: boolean }) => found,
    hasPd: ({ context }) => pdOffer(context) !== null,
  },
  actions: {
    keepPhoto: assign(({ context, event }) => (event.type === 'tryon.photo' ? { photoFile: event.file } : context)),
    setPicture: assign((_, { picture }: { picture: TryOnPicture }) => ({ picture })),
    setModel: assign((_, { loaded }: { loaded: LoadedModel }) => ({ model: loaded.model, loadMs: loaded.loadMs, error: null })),
    seeFace: assign(({ context }, { face }: { face: FaceLandmarks }) => {
      const pd = measurePd(face);
      return {
        face,
        placement: placeFrame(face, context.frame),
        pdSamples: pd == null ? context.pdSamples : [...context.pdSamples, pd].slice(-PD_SAMPLES_KEPT),
        irisPx: irisOf(face),
        facesSeen: context.facesSeen + 1,
      };
    }),
    loseFace: assign({ face: null, placement: null }),
    /** A new photo is measured on its own. */
    forgetMeasures: assign({ face: null, placement: null, pdSamples: [] as number[], irisPx: null }),
    dropPicture: assign({ picture: null }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
    /** Provided by the app: keeps the PD for the prescription step of the lens configurator and goes there. */
    usePd: (_, _params: { goodsId: number; pd: PdEstimate }) => {},
  },
}).createMachine({
  id: 'tryOn',
  context: ({ input }) => ({
    ...input,
    picture: null,
    model: null,
    loadMs: null,
    face: null,
    placement: null,
    pdSamples: [],
    irisPx: null,
    facesSeen: 0,
    photoFile: null,
    error: null,
  }),
  initial: 'start',
  on: {
    'tryon.pd.use': { guard: 'hasPd', actions: { type: 'usePd', params: ({ context }) => ({ goodsId: context.goodsId, pd: pdOffer(context)! }) } },
  },
  states: {
    start: {
      always: [{ guard: 'cameraSupported', target: 'camera' }, { target: 'unsupported' }],
    },
    camera: {
      description: 'The front camera is open while in here (the camera actor stops it on leaving).',
      invoke: { id: 'camera', src: 'camera' },
      initial: 'askingPermission',
      entry: ['dropPicture', 'forgetMeasures'],
      exit: 'dropPicture',
      on: {
        'tryon.camera.denied': { target: 'denied' },
        'tryon.camera.unavailable': { target: 'unsupported' },
        'tryon.photo': { target: 'photo', actions: 'keepPhoto' },
      },
      states: {
        askingPermission: {
          description: 'The browser asks the shopper for the camera.',
          tags: ['asking'],
          on: {
            'tryon.camera.ready': [
              { guard: 'modelLoaded', target: 'tracking', actions: { type: 'setPicture', params: ({ event }) => ({ picture: event.picture }) } },
              { target: 'loadingModel', actions: { type: 'setPicture', params: ({ event }) => ({ picture: event.picture }) } },
            ],
          },
        },
        loadingModel: {
          tags: ['loading'],
          invoke: {
            id: 'loadModel',
            src: 'loadModel',
            onDone: { target: 'tracking', actions: { type: 'setModel', params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: '#tryOn.modelFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        tracking: {
          invoke: {
            id: 'trackFaces',
            src: 'trackFaces',
            input: ({ context }) => ({ model: context.model, picture: context.picture! }),
          },
          initial: 'searching',
          states: {
            searching: {
              description: 'No face seen yet.',
              tags: ['searching'],
              on: { 'tryon.face': { target: 'found', actions: { type: 'seeFace', params: ({ event }) => ({ face: event.face }) } } },
            },
            found: {
              tags: ['found'],
              on: {
                'tryon.face': { actions: { type: 'seeFace', params: ({ event }) => ({ face: event.face }) } },
                'tryon.face.none': { target: 'lost', actions: 'loseFace' },
              },
            },
            lost: {
              description: 'The face left the picture; the PD measured so far stays.',
              tags: ['lost'],
              on: { 'tryon.face': { target: 'found', actions: { type: 'seeFace', params: ({ event }) => ({ face: event.face }) } } },
            },
          },
        },
      },
    },
    denied: {
      description: 'The camera was refused: a photo instead, or ask again.',
      tags: ['denied'],
      on: { 'tryon.retry': { target: 'camera' }, 'tryon.photo': { target: 'photo', actions: 'keepPhoto' } },
    },
    unsupported: {
      description: 'No camera here: a photo instead.',
      tags: ['unsupported'],
      on: { 'tryon.photo': { target: 'photo', actions: 'keepPhoto' } },
    },
    modelFailed: {
      description: 'The face model could not be loaded.',
      tags: ['modelFailed'],
      on: { 'tryon.retry': { target: 'start' }, 'tryon.photo': { target: 'photo', actions: 'keepPhoto' } },
    },
    photo: {
      entry: 'forgetMeasures',
      initial: 'checking',
      on: { 'tryon.photo': { target: 'photo', reenter: true, actions: 'keepPhoto' } },
      states: {
        checking: {
          tags: ['reading'],
          always: [{ guard: 'modelLoaded', target: 'detecting' }, { target: 'loadingModel' }],
        },
        loadingModel: {
          tags: ['loading'],
          invoke: {
            id: 'loadPhotoModel',
            src: 'loadModel',
            onDone: { target: 'detecting', actions: { type: 'setModel', params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: '#tryOn.modelFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        detecting: {
          tags: ['reading'],
          invoke: {
            id: 'detectPhoto',
            src: 'detectPhoto',
            input: ({ context }) => ({ model: context.model, file: context.photoFile }),
            onDone: [
              {
                guard: { type: 'faceInPhoto', params: ({ event }) => ({ found: event.output.face !== null }) },
                target: 'found',
                actions: [
                  { type: 'setPicture', params: ({ event }) => ({ picture: event.output.picture }) },
                  { type: 'seeFace', params: ({ event }) => ({ face: event.output.face! }) },
                ],
              },
              { target: 'noFace', actions: { type: 'setPicture', params: ({ event }) => ({ picture: event.output.picture }) } },
            ],
            onError: { target: 'noFace', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        found: { tags: ['found'] },
        noFace: { tags: ['noFace'], description: 'No face found in the photo (or it could not be read): another photo?' },
      },
    },
  },
});
