import type { FaceMesh as FaceMeshClass, NormalizedLandmark, Options } from '@mediapipe/face_mesh';
import { paths } from '../../../contract/endpoints';
import type { FaceLandmarks, Point } from '../../../contract/try-on-geometry';
// The model's script, its wasm and its weights, copied from the npm package into the build and
// served from our origin (never a CDN). `no-inline`: the 1 KB graph stays a file the model fetches.
import scriptUrl from '@mediapipe/face_mesh/face_mesh.js?url&no-inline';
import loaderUrl from '@mediapipe/face_mesh/face_mesh_solution_packed_assets_loader.js?url&no-inline';
import assetsUrl from '@mediapipe/face_mesh/face_mesh_solution_packed_assets.data?url&no-inline';
import graphUrl from '@mediapipe/face_mesh/face_mesh.binarypb?url&no-inline';
import simdJsUrl from '@mediapipe/face_mesh/face_mesh_solution_simd_wasm_bin.js?url&no-inline';
import simdWasmUrl from '@mediapipe/face_mesh/face_mesh_solution_simd_wasm_bin.wasm?url&no-inline';
import wasmJsUrl from '@mediapipe/face_mesh/face_mesh_solution_wasm_bin.js?url&no-inline';
import wasmUrl from '@mediapipe/face_mesh/face_mesh_solution_wasm_bin.wasm?url&no-inline';

/** Where each file the model asks for by name is served (hashed names in the build). */
const FILES: Record<string, string> = {
  'face_mesh_solution_packed_assets_loader.js': loaderUrl,
  'face_mesh_solution_packed_assets.data': assetsUrl,
  'face_mesh.binarypb': graphUrl,
  'face_mesh_solution_simd_wasm_bin.js': simdJsUrl,
  'face_mesh_solution_simd_wasm_bin.wasm': simdWasmUrl,
  'face_mesh_solution_wasm_bin.js': wasmJsUrl,
  'face_mesh_solution_wasm_bin.wasm': wasmUrl,
};

/** MediaPipe Face Mesh's landmarks (with refined irises) that the try-on reads. */
const LM = {
  rightIris: [468, 469, 470, 471, 472],
  leftIris: [473, 474, 475, 476, 477],
  noseTip: 1,
  rightCheek: 234,
  leftCheek: 454,
} as const;

const OPTIONS: Options = { maxNumFaces: 1, refineLandmarks: true, minDetectionConfidence: 0.5, minTrackingConfidence: 0.5 };

export type FaceImage = HTMLVideoElement | HTMLImageElement;

/** The loaded model: the face in a picture, in the picture's pixels (null when there is none). */
export interface FaceModel {
  /** `still`: a photo, looked at afresh (no tracking from the frame before). */
  detect(image: FaceImage, still?: boolean): Promise<FaceLandmarks | null>;
}

let frame: Promise<Window> | null = null;

/**
 * The model runs in a hidden same-origin iframe (GET try-on/model-frame): its wasm glue builds
 * functions with `new Function`, which only that document's policy allows. The model's classic
 * script is put into it from here (its hashed URL is ours) and defines `FaceMesh` on that window.
 */
function modelWindow(): Promise<Window> {
  frame ??= new Promise<Window>((resolve, reject) => {
    const fail = () => {
      frame = null;
      iframe.remove();
      reject(new Error('The face model could not be loaded.'));
    };
    const iframe = document.createElement('iframe');
    iframe.src = `/${paths.tryOnModelFrame}`;
    iframe.title = 'Try-on face model';
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
    iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    iframe.onload = () => {
      const win = iframe.contentWindow;
      if (!win) return fail();
      const el = win.document.createElement('script');
      el.src = scriptUrl;
      el.onload = () => resolve(win);
      el.onerror = fail;
      win.document.head.append(el);
    };
    iframe.onerror = fail;
    document.body.append(iframe);
  });
  return frame;
}

const sizeOf = (image: FaceImage) =>
  image instanceof HTMLVideoElement
    ? { width: image.videoWidth, height: image.videoHeight }
    : { width: image.naturalWidth, height: image.naturalHeight };

/** Face Mesh's normalised landmarks as the geometry's pixels. */
export function toFaceLandmarks(points: NormalizedLandmark[], width: number, height: number): FaceLandmarks {
  const px = (i: number): Point => ({ x: points[i]!.x * width, y: points[i]!.y * height });
  const iris = ([c, a, b, d, e]: readonly number[]) => {
    const across = Math.hypot(px(d!).x - px(a!).x, px(d!).y - px(a!).y);
    const down = Math.hypot(px(e!).x - px(b!).x, px(e!).y - px(b!).y);
    return { centre: px(c!), diameter: (across + down) / 2 };
  };
  return {
    width,
    height,
    right: iris(LM.rightIris),
    left: iris(LM.leftIris),
    noseTip: px(LM.noseTip),
    rightCheek: px(LM.rightCheek),
    leftCheek: px(LM.leftCheek),
  };
}

/** Loads MediaPipe Face Mesh (script, wasm, weights: about 10 MB, from our origin) and starts it. */
export async function loadFaceModel(): Promise<FaceModel> {
  const win = await modelWindow();
  const FaceMesh = (win as unknown as { FaceMesh: typeof FaceMeshClass }).FaceMesh;
  // The model reads a picture of its own window's kinds; a canvas (sized by its width and height,
  // which any window reads) carries the video's or the photo's frame across.
  const canvas = win.document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  const mesh = new FaceMesh({ locateFile: (file) => FILES[file] ?? file });
  mesh.setOptions(OPTIONS);
  let latest: NormalizedLandmark[] | null = null;
  mesh.onResults((r) => {
    latest = r.multiFaceLandmarks?.[0] ?? null;
  });
  await mesh.initialize();
  // One model runs one picture at a time: a second detect waits for the first.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    detect(image, still = false) {
      const run = queue.then(async () => {
        const { width, height } = sizeOf(image);
        if (!width || !height) return null;
        if (still) mesh.reset();
        latest = null;
        if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
        ctx.drawImage(image, 0, 0, width, height);
        await mesh.send({ image: canvas });
        const points: NormalizedLandmark[] | null = latest;
        return points ? toFaceLandmarks(points, width, height) : null;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
