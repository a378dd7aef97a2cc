import { fileURLToPath } from 'node:url';
import { test, expect, screenshot } from '../support';
import { MODEL_TIMEOUT_MS, expectFrameBetweenTheEyes, openTryOn } from './support';

const FACE_PHOTO = fileURLToPath(new URL('./fixtures/face.jpg', import.meta.url));

// No camera in this browser (headless Chromium without a fake device): the try-on offers a photo.
test('without a camera, try a frame on a photo: the frame lands between the eyes', async ({ page, request, a11y }, testInfo) => {
  test.setTimeout(3 * MODEL_TIMEOUT_MS);
  const dialog = await openTryOn(page, request);
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^(No camera here|The camera was refused)\. Try the frame on a photo of yourself instead\.$/);
  await a11y.check(page, 'try-on without a camera');
  await dialog.getByLabel('Use a photo').setInputFiles(FACE_PHOTO);
  await expect(status).toHaveText('Face found', { timeout: MODEL_TIMEOUT_MS });
  await expectFrameBetweenTheEyes(dialog);
  await screenshot(page, testInfo, 'try-on-photo');
});
