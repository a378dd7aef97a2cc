import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../contract/first-screen';

/**
 * The catalogue answers the server sent with the page (contract/first-screen.ts), read once from
 * their JSON data block. Each is handed out once and only on the page it was made for: any later
 * read, or one after the shopper moved on, asks the server.
 */
let answers: Map<string, unknown> | undefined;
let madeFor = '';

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (el?.textContent) {
    try {
      const data = JSON.parse(el.textContent) as FirstScreenData;
      madeFor = data.path;
      for (const [key, value] of Object.entries(data.answers)) answers.set(key, value);
    } catch {
      /* a broken block only means asking the server */
    }
  }
  return answers;
}

/** The server's answer under `key`, if it sent one for the page the shopper is on; once. */
export function takeFirstScreen<T>(key: string): T | undefined {
  const all = read();
  if (!all.has(key)) return undefined;
  const value = all.get(key) as T;
  all.delete(key);
  return typeof location !== 'undefined' && location.pathname === madeFor ? value : undefined;
}

/** Did the server send an answer under `key` for this page (not yet taken)? */
export function sentWithPage(key: string): boolean {
  return read().has(key) && typeof location !== 'undefined' && location.pathname === madeFor;
}

/** As a resolved call: the answer, or the call that asks for it. */
export function firstScreenOr<T>(key: string, call: () => Promise<T>): Promise<T> {
  const value = takeFirstScreen<T>(key);
  return value === undefined ? call() : Promise.resolve(value);
}

/**
 * Keeps the server's answers only when they were drawn in `lng`, the language the app speaks (the
 * server draws by the `lang` cookie and says which in `<html lang>`): a page drawn in another
 * language (the cookie cleared or changed behind the app's back) is asked for again, in `lng`.
 * Call before anything takes an answer.
 */
export function keepFirstScreenIn(lng: string): void {
  const drawnIn = typeof document === 'undefined' ? lng : document.documentElement.lang;
  if (drawnIn !== lng) {
    answers = new Map();
    madeFor = '';
  }
}

/** Forgets what was read (tests). */
export function resetFirstScreen(): void {
  answers = undefined;
  madeFor = '';
}
