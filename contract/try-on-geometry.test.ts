import { describe, expect, it } from 'vitest';
import { straightFace as face, turnedFace as turned } from '../tests/support/try-on-faces';
import { DEFAULT_FRAME, estimatePd, frameSize, headRoll, headYaw, measurePd, pixelsPerMm, placeFrame } from './try-on-geometry';

describe('try-on geometry', () => {
  it('reads the picture scale from the iris: 11.7 mm across', () => {
    expect(pixelsPerMm(face())).toBeCloseTo(10, 6);
  });

  it('puts the frame between the pupils, as wide as the real frame at that scale', () => {
    const p = placeFrame(face(), { lensWidth: 52, bridge: 18 });
    expect(p.x).toBe(500);
    expect(p.y).toBe(400);
    // Lens centre to lens centre is 70 mm = 48 art units, so the 120-unit art is 175 mm: 1750 px.
    expect(p.width).toBeCloseTo(1750, 6);
    expect(p.roll).toBeCloseTo(0, 6);
    expect(p.yaw).toBeCloseTo(0, 6);
  });

  it('a wider frame is drawn wider on the same face', () => {
    const narrow = placeFrame(face(), { lensWidth: 48, bridge: 18 }).width;
    const wide = placeFrame(face(), { lensWidth: 56, bridge: 18 }).width;
    expect(wide / narrow).toBeCloseTo(74 / 66, 6);
  });

  it('follows the head tilt (roll): the line between the pupils', () => {
    const f = face({ left: { centre: { x: 815, y: 400 + 630 * Math.tan(0.2) }, diameter: 117 } });
    expect(headRoll(f)).toBeCloseTo(0.2, 6);
    expect(placeFrame(f, DEFAULT_FRAME).roll).toBeCloseTo(0.2, 6);
    expect(headRoll(face({ left: { centre: { x: 815, y: 300 }, diameter: 117 } }))).toBeLessThan(0);
  });

  it('follows the head turn (yaw): the nose moves towards one cheek', () => {
    expect(headYaw(face())).toBeCloseTo(0, 6);
    expect(headYaw(turned(0.3))).toBeGreaterThan(0.2);
    expect(headYaw(turned(-0.3))).toBeLessThan(-0.2);
    expect(headYaw(turned(0.3))).toBeCloseTo(-headYaw(turned(-0.3)), 6);
  });

  it('measures the PD from the pupils and the iris', () => {
    expect(measurePd(face())).toBeCloseTo(63, 6);
    // Turned a little, the pupils look closer; the turn is put back (within a millimetre).
    expect(measurePd(turned(0.2))).toBeGreaterThan(62);
    expect(measurePd(turned(0.2))).toBeLessThan(64);
  });

  it('does not measure a head turned too far', () => {
    expect(measurePd(turned(0.7))).toBeNull();
  });

  it("gives the PD to the form's half millimetre, with its uncertainty", () => {
    // 63 mm from a 30 px iris: 63 · hypot(0.5/11.7, 1/30) ≈ 3.4 -> ±4 mm.
    expect(estimatePd([62.9, 63.1, 63.0], 30)).toEqual({ mm: 63, plusMinus: 4, samples: 3 });
    expect(estimatePd([62.2, 62.3], 120)!.mm).toBe(62.5);
  });

  it('a bigger iris in the picture and steadier measurements make a smaller uncertainty', () => {
    const small = estimatePd([63, 63], 20)!.plusMinus;
    const big = estimatePd([63, 63], 200)!.plusMinus;
    expect(big).toBeLessThan(small);
    const spread = estimatePd([58, 68], 200)!.plusMinus;
    expect(spread).toBeGreaterThan(big);
  });

  it("offers nothing without a measurement or outside the form's 50-80 mm", () => {
    expect(estimatePd([], 30)).toBeNull();
    expect(estimatePd([63], 0)).toBeNull();
    expect(estimatePd([45], 30)).toBeNull();
    expect(estimatePd([85], 30)).toBeNull();
    expect(estimatePd([50], 30)!.mm).toBe(50);
  });

  it('takes the medium size for a frame whose measurements are unknown', () => {
    expect(frameSize({ lens_width: null, bridge: null })).toEqual(DEFAULT_FRAME);
    expect(frameSize({ lens_width: 54, bridge: 16 })).toEqual({ lensWidth: 54, bridge: 16 });
  });
});
