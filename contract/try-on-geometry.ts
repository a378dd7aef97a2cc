import { RX_RANGES } from './prescription';
import { roundTo } from './rounding';

/**
 * The geometry of virtual try-on, pure: from the landmarks a face model found (in pixels of the
 * picture it looked at) to where the frame goes (centre, width, roll, yaw) and to the pupillary
 * distance in millimetres. The human iris is about 11.7 mm across whoever wears it, so its size in
 * pixels is the picture's scale. A guide, not an optician's measurement: the PD is offered with
 * its uncertainty.
 */

/** The visible iris's diameter, adults, in mm (horizontal visible iris diameter, mean). */
export const IRIS_DIAMETER_MM = 11.7;
/** How much that diameter varies between people (one standard deviation), in mm. */
export const IRIS_DIAMETER_SD_MM = 0.5;
/** How far a landmark may be off, in pixels, when the iris is measured (both edges count). */
export const IRIS_EDGE_ERROR_PX = 1;
/** How many of the latest PD measurements the estimate is made of (a couple of seconds of video). */
export const PD_SAMPLES_KEPT = 60;
/** The lens size and bridge assumed for a frame whose measurements are unknown (a medium 52□18). */
export const DEFAULT_FRAME = { lensWidth: 52, bridge: 18 } as const;

/**
 * The frame art (src/components/frame-art.tsx) in its own units: a 120 × 68 view box whose lens
 * centres stand 48 apart at (36, 34) and (84, 34). Lens centre to lens centre is lens width plus
 * bridge on a real frame, so that distance sets the art's scale in millimetres.
 */
export const FRAME_ART = { width: 120, height: 68, centreX: 60, centreY: 34, lensCentreDistance: 48 } as const;

export interface Point {
  x: number;
  y: number;
}

/** One iris: its centre and its diameter, in pixels. */
export interface Iris {
  centre: Point;
  diameter: number;
}

/**
 * What the app's face model answers for one picture, in pixels of that picture. `right` and
 * `left` are the wearer's own (the wearer's right eye is on the picture's left).
 */
export interface FaceLandmarks {
  width: number;
  height: number;
  right: Iris;
  left: Iris;
  noseTip: Point;
  /** The face's outline beside each eye (the wearer's right and left cheek). */
  rightCheek: Point;
  leftCheek: Point;
}

/** A frame's front, in mm, from the product's measurements (null when unknown). */
export interface FrameSize {
  lensWidth: number;
  bridge: number;
}

/** Where the frame art is drawn, in pixels of the picture, and how it is turned. */
export interface FramePlacement {
  /** The point between the lens centres: placed between the pupils. */
  x: number;
  y: number;
  /** The art's whole width (its 120 units), before the head's turn narrows it. */
  width: number;
  /** Head tilt (roll), radians, clockwise on the picture. */
  roll: number;
  /** Head turn (yaw), radians, positive when the wearer turns to their left. */
  yaw: number;
}

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The frame's size, its unknown measurements taken from the medium default. */
export function frameSize(m: { lens_width: number | null; bridge: number | null }): FrameSize {
  return { lensWidth: m.lens_width ?? DEFAULT_FRAME.lensWidth, bridge: m.bridge ?? DEFAULT_FRAME.bridge };
}

/** Pixels per millimetre at the eyes: the mean iris diameter over the iris's real size. */
export const pixelsPerMm = (face: FaceLandmarks): number => (face.right.diameter + face.left.diameter) / 2 / IRIS_DIAMETER_MM;

/** Head tilt: the angle of the line from the wearer's right pupil to the left one. */
export const headRoll = (face: FaceLandmarks): number =>
  Math.atan2(face.left.centre.y - face.right.centre.y, face.left.centre.x - face.right.centre.x);

/**
 * Head turn from how far the nose tip stands from each cheek: equal when facing the camera; turned
 * by θ, the nearer cheek is (1 − sin θ) and the farther (1 + sin θ) of half the face's width.
 */
export function headYaw(face: FaceLandmarks): number {
  const toRight = distance(face.noseTip, face.rightCheek);
  const toLeft = distance(face.noseTip, face.leftCheek);
  const sum = toRight + toLeft;
  return sum === 0 ? 0 : Math.asin(clamp((toRight - toLeft) / sum, -1, 1));
}

/** The frame on the face: between the pupils, as wide as the real frame at the picture's scale, turned as the head. */
export function placeFrame(face: FaceLandmarks, frame: FrameSize): FramePlacement {
  const mm = (frame.lensWidth + frame.bridge) * (FRAME_ART.width / FRAME_ART.lensCentreDistance);
  return {
    x: (face.right.centre.x + face.left.centre.x) / 2,
    y: (face.right.centre.y + face.left.centre.y) / 2,
    width: mm * pixelsPerMm(face),
    roll: headRoll(face),
    yaw: headYaw(face),
  };
}

/**
 * One measurement of the PD, in mm, from one picture: the distance between the pupils over the
 * picture's scale, widened back by the head's turn (which narrows it by cos θ). Null when the head
 * is turned too far (beyond 25°) for the measure to mean anything.
 */
export function measurePd(face: FaceLandmarks): number | null {
  const yaw = headYaw(face);
  if (Math.abs(yaw) > (25 * Math.PI) / 180) return null;
  const scale = pixelsPerMm(face);
  if (!(scale > 0)) return null;
  return distance(face.right.centre, face.left.centre) / Math.cos(yaw) / scale;
}

/** A PD with how far it may be off (±, mm): what the prescription step is offered. */
export interface PdEstimate {
  mm: number;
  plusMinus: number;
  /** How many pictures it comes from. */
  samples: number;
}

/**
 * The PD from several measurements: their mean to the form's step (0.5 mm), and its uncertainty:
 * the spread of the iris between people and the landmarks' pixel error (relative, together) plus
 * the measurements' own spread (the standard error of their mean), rounded up to a whole mm, at
 * least 1. Null with no measurement or a mean outside what the prescription form takes.
 */
export function estimatePd(samples: readonly number[], irisDiameterPx: number): PdEstimate | null {
  if (samples.length === 0 || !(irisDiameterPx > 0)) return null;
  const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
  const variance = samples.length > 1 ? samples.reduce((s, v) => s + (v - mean) ** 2, 0) / (samples.length - 1) : 0;
  const relative = Math.hypot(IRIS_DIAMETER_SD_MM / IRIS_DIAMETER_MM, IRIS_EDGE_ERROR_PX / irisDiameterPx);
  const spread = Math.sqrt(variance / samples.length);
  const mm = Math.round(mean / RX_RANGES.pd.step) * RX_RANGES.pd.step;
  if (mm < RX_RANGES.pd.min || mm > RX_RANGES.pd.max) return null;
  return { mm: roundTo(mm, 1), plusMinus: Math.max(1, Math.ceil(mean * relative + spread)), samples: samples.length };
}
