import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../i18n/react';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { testI18n } from '../../../tests/support/shell-harness';
import { Video } from './live-video';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('live', i18n);
});

const player = (url: string, reachable?: boolean) => (
  <I18nProvider i18n={i18n}>
    <Video url={url} label="Live video" controls reachable={reachable} />
  </I18nProvider>
);
const show = (url: string, reachable?: boolean) => render(player(url, reachable));

/** The element's stream fails as a browser's does: `error` set, then the error event. */
function breakStream(video: HTMLVideoElement) {
  Object.defineProperty(video, 'error', { configurable: true, value: { code: 2 } });
  fireEvent.error(video);
}
/** The element loads again (and, in this test, plays). */
function watchLoads(video: HTMLVideoElement) {
  return vi.spyOn(video, 'load').mockImplementation(() => {
    Object.defineProperty(video, 'error', { configurable: true, value: null });
  });
}

describe('the live video', () => {
  it('plays a plain video url muted, with an unmute button', () => {
    show('/live/demo.mp4');
    const video = screen.getByLabelText('Live video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/live/demo.mp4');
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
  });

  it('loads hls.js for an HLS stream the browser cannot play itself (here without Media Source: the url as it is)', async () => {
    show('https://example.com/live/index.m3u8');
    const video = screen.getByLabelText('Live video') as HTMLVideoElement;
    await waitFor(() => expect(video.getAttribute('src')).toBe('https://example.com/live/index.m3u8'));
  });

  it('says the stream starts soon when there is no url yet', () => {
    show('');
    expect(screen.getByRole('img', { name: 'Live video' }).textContent).toBe('The stream will start in a moment');
  });

  it('a stream broken while the room is unreachable loads again when the room is joined again, not before', () => {
    const view = show('/live/demo.mp4', false);
    const video = screen.getByLabelText('Live video') as HTMLVideoElement;
    const load = watchLoads(video);
    breakStream(video);
    expect(load).not.toHaveBeenCalled();
    view.rerender(player('/live/demo.mp4', true));
    expect(load).toHaveBeenCalledTimes(1);
    // Joined again with a stream that plays: nothing to load.
    view.rerender(player('/live/demo.mp4', false));
    view.rerender(player('/live/demo.mp4', true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a stream that breaks while the room is joined loads again once, and no more until the room is joined anew', () => {
    const view = show('/live/demo.mp4', true);
    const video = screen.getByLabelText('Live video') as HTMLVideoElement;
    const load = vi.spyOn(video, 'load').mockImplementation(() => {});
    breakStream(video);
    breakStream(video);
    expect(load).toHaveBeenCalledTimes(1);
    view.rerender(player('/live/demo.mp4', false));
    view.rerender(player('/live/demo.mp4', true));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
