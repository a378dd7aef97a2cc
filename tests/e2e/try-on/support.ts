import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../support';
import { findGoods } from '../support/catalog';

/**
 * The face shipped for the try-on journeys (fixtures/: a public-domain NASA portrait of the astronaut
 * Eileen Collins, from Debian's python3-skimage `astronaut.png`, cropped around the face and scaled
 * to 640 × 480): where her pupils are in that picture, read off it by eye (the wearer's right eye
 * on the picture's left).
 */
export const FIXTURE_EYES = { right: { x: 272, y: 202 }, left: { x: 363, y: 207 } } as const;
/** How far from those the model's pupils may land, in pixels of the 640 × 480 picture. */
export const EYE_TOLERANCE_PX = 15;

/** A frame (a product with a shape) opened on its page, and its try-on dialog opened. */
export async function openTryOn(page: Page, request: APIRequestContext): Promise<Locator> {
  const frame = await findGoods(request, (g) => /aviator|round|rectangle|square/i.test(g.name), { spread: 'try-on' });
  expect(frame.shape).not.toBe('');
  await page.goto(`/goods-detail/${frame.id}`);
  await expect(page.getByRole('heading', { level: 1, name: frame.name })).toBeVisible();
  await page.getByRole('button', { name: 'Try on', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Try on ${frame.name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The frame drawn on the face lands between its eyes: the model's pupils are where the picture has
 * them, and the frame's centre (what the overlay reports, in the picture's pixels) lies between them.
 */
export async function expectFrameBetweenTheEyes(dialog: Locator): Promise<void> {
  const overlay = dialog.locator('[data-frame-x]');
  await expect(overlay).toBeVisible();
  const n = async (name: string) => Number(await overlay.getAttribute(name));
  const [frameX, frameY, rightX, leftX, eyeY] = await Promise.all(
    ['data-frame-x', 'data-frame-y', 'data-eye-right-x', 'data-eye-left-x', 'data-eye-y'].map(n),
  );
  expect(Math.abs(rightX! - FIXTURE_EYES.right.x)).toBeLessThanOrEqual(EYE_TOLERANCE_PX);
  expect(Math.abs(leftX! - FIXTURE_EYES.left.x)).toBeLessThanOrEqual(EYE_TOLERANCE_PX);
  expect(Math.abs(eyeY! - (FIXTURE_EYES.right.y + FIXTURE_EYES.left.y) / 2)).toBeLessThanOrEqual(EYE_TOLERANCE_PX);
  expect(frameX).toBeGreaterThan(FIXTURE_EYES.right.x);
  expect(frameX).toBeLessThan(FIXTURE_EYES.left.x);
  expect(Math.abs(frameY! - (FIXTURE_EYES.right.y + FIXTURE_EYES.left.y) / 2)).toBeLessThanOrEqual(EYE_TOLERANCE_PX);
}

/** The model's first answer takes a while in a GPU-less headless Chromium (software WebGL): about 25 s here. */
export const MODEL_TIMEOUT_MS = 120_000;
