/**
 * Try-on: the face model's load time and the frame loop's pace, in the Chromium the journeys use
 * (headless, no GPU: WebGL in software, so a phone's figures are better). A face video shipped with
 * the journeys (tests/e2e/try-on/fixtures/face.mjpeg) is the camera; the shop's product page opens
 * the try-on, and the dialog reports the model's load time (data-model-ms, from the wiring module)
 * and how many frames a face was found in (data-faces-seen), counted over WATCH_MS once tracking runs.
 * Also checks that nothing of the model came before "Try on" was tapped.
 */
import { fileURLToPath } from 'node:url';

export interface TryOnBench {
  modelLoadMs: number;
  /** From tapping Try on to the first face found (camera, model, first frame). */
  firstFaceMs: number;
  fps: number;
  /** Requests for the model's files before the tap (should be none). */
  modelFilesBeforeTap: number;
}

const FACE_VIDEO = fileURLToPath(new URL('../../tests/e2e/try-on/fixtures/face.mjpeg', import.meta.url));
const WATCH_MS = 10_000;

export async function runTryOn(baseUrl: string, goodsId: number): Promise<TryOnBench> {
  const { chromium } = await import('@playwright/test');
  const { chromiumPath, CHROMIUM_ARGS, PHONE } = await import('../chromium');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${FACE_VIDEO}`,
    ],
  });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    // The e-mail pop-up would cover the dialog: this device has seen it.
    // A string, as it runs in the page: this file is type-checked for Node, without the DOM's names.
    await context.addInitScript("localStorage.setItem('optic:emailCatalogueSent', 'true')");
    const page = await context.newPage();
    let modelFiles = 0;
    page.on('request', (r) => {
      if (/face_mesh/.test(r.url())) modelFiles++;
    });
    await page.goto(`${baseUrl}/goods-detail/${goodsId}`, { waitUntil: 'load' });
    const modelFilesBeforeTap = modelFiles;
    await page.getByRole('button', { name: 'Try on', exact: true }).click();
    const tapped = Date.now();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('status').filter({ hasText: 'Face found' }).waitFor({ timeout: 180_000 });
    const firstFaceMs = Date.now() - tapped;
    const stage = dialog.locator('[data-faces-seen]');
    const seen = async () => Number(await stage.getAttribute('data-faces-seen'));
    const modelLoadMs = Number(await stage.getAttribute('data-model-ms'));
    const from = await seen();
    const started = Date.now();
    await page.waitForTimeout(WATCH_MS);
    const fps = ((await seen()) - from) / ((Date.now() - started) / 1000);
    if (modelFiles === 0) throw new Error('the try-on never fetched its model');
    return { modelLoadMs, firstFaceMs, fps, modelFilesBeforeTap };
  } finally {
    await browser.close();
  }
}
