import { fileURLToPath } from 'node:url';
import { test, expect, screenshot } from '../support';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium';
import { MODEL_TIMEOUT_MS, expectFrameBetweenTheEyes, openTryOn } from './support';

const FACE_VIDEO = fileURLToPath(new URL('./fixtures/face.mjpeg', import.meta.url));

// The camera is a face video shipped with the tests, permission granted without asking.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${FACE_VIDEO}`,
    ],
  },
});

test('try a frame on with the camera: the frame lands between the eyes, and the measured PD goes to the prescription step', async ({
  page,
  request,
  a11y,
}, testInfo) => {
  test.setTimeout(4 * MODEL_TIMEOUT_MS);
  const dialog = await openTryOn(page, request);
  const status = dialog.getByRole('status');
  await expect(status).toHaveText('Face found', { timeout: MODEL_TIMEOUT_MS });
  await expectFrameBetweenTheEyes(dialog);
  // The model and its weights came from our origin, once try-on opened.
  expect(Number(await dialog.locator('[data-model-ms]').getAttribute('data-model-ms'))).toBeGreaterThan(0);
  await a11y.check(page, 'try-on tracking');
  await screenshot(page, testInfo, 'try-on-camera');

  const usePd = dialog.getByRole('button', { name: /^PD \d+(\.5)? ± \d+ mm — use it for my lenses$/ });
  await expect(usePd).toBeVisible();
  const mm = /^PD (\S+) ±/.exec((await usePd.textContent())!)![1]!;
  // A grown-up's PD, from the iris: within the form's range.
  expect(Number(mm)).toBeGreaterThanOrEqual(50);
  expect(Number(mm)).toBeLessThanOrEqual(80);
  await usePd.click();
  await expect(page).toHaveURL(/\/select-lenses\/\d+$/);
  await page.getByRole('radio', { name: /^Single vision: distance/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const pd = page.getByLabel('PD', { exact: true });
  await expect(pd).toHaveValue('');
  await page.getByRole('button', { name: new RegExp(`^Measured with try-on: PD ${mm.replace('.', '\\.')} ± \\d+ mm — use it$`) }).click();
  await expect(pd).toHaveValue(mm);
});
