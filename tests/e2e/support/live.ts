import { expect, type Locator } from '@playwright/test';

/**
 * The live room's video is really playing: it has frames to show (readyState ≥ HAVE_CURRENT_DATA)
 * and its clock moves. The demo stream lasts four seconds and loops, so "moves" is "differs".
 */
export async function expectPlaying(video: Locator) {
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5_000 }).not.toBe(first);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
}
