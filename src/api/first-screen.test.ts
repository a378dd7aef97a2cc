import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_DATA_ID } from '../../contract/first-screen';
import { firstScreenOr, keepFirstScreenIn, resetFirstScreen, takeFirstScreen } from './first-screen';
import { sendWithPage } from './test-fixtures';

afterEach(() => {
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  resetFirstScreen();
  window.history.replaceState(null, '', '/');
});

describe('answers sent with the page', () => {
  it('are handed out once, on the page they were made for', () => {
    sendWithPage('/goods-detail/3', { a: { id: 3 } });
    expect(takeFirstScreen('a')).toEqual({ id: 3 });
    expect(takeFirstScreen('a')).toBeUndefined();
    expect(takeFirstScreen('b')).toBeUndefined();
  });

  it('are kept when drawn in the language the app speaks, dropped when drawn in another', () => {
    document.documentElement.lang = 'es';
    sendWithPage('/goods-detail/3', { a: { id: 3 } });
    keepFirstScreenIn('es');
    expect(takeFirstScreen('a')).toEqual({ id: 3 });

    resetFirstScreen();
    document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
    sendWithPage('/goods-detail/3', { a: { id: 3 } });
    keepFirstScreenIn('de');
    expect(takeFirstScreen('a')).toBeUndefined();
    document.documentElement.lang = 'en';
  });

  it('are not used once the shopper is on another page', () => {
    sendWithPage('/goods-detail/3', { a: { id: 3 } });
    window.history.replaceState(null, '', '/goods-detail/4');
    expect(takeFirstScreen('a')).toBeUndefined();
  });

  it('are simply absent when the block is missing or broken', async () => {
    expect(takeFirstScreen('a')).toBeUndefined();
    resetFirstScreen();
    sendWithPage('/', {}, '{"path": "/", "answers": {');
    expect(takeFirstScreen('a')).toBeUndefined();
    await expect(firstScreenOr('a', async () => 'asked')).resolves.toBe('asked');
  });
});
