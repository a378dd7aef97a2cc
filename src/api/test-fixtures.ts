/** Test-only: the first screen's data block as the server writes it into index.html. */
import { FIRST_SCREEN_DATA_ID } from '../../contract/first-screen';

/** The data block the server puts in index.html, for the page the test is on. */
export function sendWithPage(path: string, answers: Record<string, unknown>, raw?: string) {
  window.history.replaceState(null, '', path);
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_SCREEN_DATA_ID;
  el.textContent = raw ?? JSON.stringify({ path, answers });
  document.body.append(el);
}

/** Takes the data block away again and puts the test back on `/`. */
export function removePage() {
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  window.history.replaceState(null, '', '/');
}
