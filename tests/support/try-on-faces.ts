import { IRIS_DIAMETER_MM, type FaceLandmarks } from '../../contract/try-on-geometry';

/**
 * A face seen straight on at 10 px per mm, what a face model would answer: pupils 63 mm apart
 * (630 px) around (500, 400) of a 1000 × 800 picture, irises 117 px across, the nose tip between
 * the cheeks. For the geometry's, the try-on machine's and its view's tests.
 */
export function straightFace(over: Partial<FaceLandmarks> = {}): FaceLandmarks {
  const d = IRIS_DIAMETER_MM * 10;
  return {
    width: 1000,
    height: 800,
    right: { centre: { x: 185, y: 400 }, diameter: d },
    left: { centre: { x: 815, y: 400 }, diameter: d },
    noseTip: { x: 500, y: 520 },
    rightCheek: { x: 100, y: 420 },
    leftCheek: { x: 900, y: 420 },
    ...over,
  };
}

/** The same face turned about its vertical axis by `yaw` radians (cheeks and pupils narrow, the nose moves aside). */
export function turnedFace(yaw: number): FaceLandmarks {
  const f = straightFace();
  const x = (v: number) => 500 + (v - 500) * Math.cos(yaw);
  return straightFace({
    right: { ...f.right, centre: { x: x(185), y: 400 } },
    left: { ...f.left, centre: { x: x(815), y: 400 } },
    // The nose stands out of the face, so it moves sideways by sin(yaw) of its depth (400 px here).
    noseTip: { x: 500 + 400 * Math.sin(yaw), y: 520 },
    rightCheek: { x: x(100), y: 420 },
    leftCheek: { x: x(900), y: 420 },
  });
}
