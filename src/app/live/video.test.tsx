import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../i18n/react';
import { pageCatalogues } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { testI18n } from '../../../tests/support/shell-harness';
import { Video } from './live-room';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await pageCatalogues('live', i18n);
});

const show = (url: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <Video url={url} label="Live video" controls />
    </I18nProvider>,
  );

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
});
