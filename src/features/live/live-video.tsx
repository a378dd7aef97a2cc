import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';

const Screen = styled('div', {
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: '#111',
  borderRadius: '$md',
  overflow: 'hidden',
  color: '#fff',
  display: 'grid',
  placeItems: 'center',
  '& video': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

const isHls = (url: string) => /\.m3u8(\?|#|$)/i.test(url);

/** What the room's video needs to come back after it broke: the player of the moment says how. */
interface Player {
  /** True once the stream failed for good (a fatal hls.js error, the element's own error, hls.js not loadable). */
  broken(): boolean;
  /** Loads the stream again, from where it can. */
  recover(): void;
  stop(): void;
}

/** The element plays the url itself (a plain video, or HLS where the browser has it): `load()` starts it anew. */
function nativePlayer(video: HTMLVideoElement, url: string): Player {
  video.src = url;
  return {
    broken: () => video.error != null,
    recover: () => video.load(),
    stop: () => {},
  };
}

/**
 * HLS through hls.js, loaded only now (its chunk never comes with the page). After a fatal error it
 * stops loading: a network error resumes with `startLoad()` once the playlist is known, a media
 * error with `recoverMediaError()`, anything else (the playlist never came, hls.js not loaded) starts over.
 */
function hlsPlayer(video: HTMLVideoElement, url: string): Player {
  type Hls = import('hls.js').default;
  let hls: Hls | null = null;
  let fatal: 'network' | 'media' | 'other' | null = null;
  let failed = false;
  let stopped = false;
  const start = () => {
    failed = false;
    import('hls.js').then(
      ({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) {
          video.src = url;
          return;
        }
        // No worker: the page's policy allows no blob: scripts, and a short stream needs none.
        const player = new Hls({ enableWorker: false });
        hls = player;
        fatal = null;
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          fatal =
            data.type === Hls.ErrorTypes.MEDIA_ERROR
              ? 'media'
              : data.type === Hls.ErrorTypes.NETWORK_ERROR && player.levels.length > 0
                ? 'network'
                : 'other';
          console.info(`the live stream stopped (${data.details}); it loads again when the room is back`);
        });
        player.loadSource(url);
        player.attachMedia(video);
      },
      (err: unknown) => {
        failed = true;
        console.info('the HLS player could not be loaded', err);
      },
    );
  };
  start();
  return {
    broken: () => failed || fatal != null || video.error != null,
    recover: () => {
      const how = fatal;
      fatal = null;
      if (hls && how === 'network') hls.startLoad();
      else if (hls && how === 'media') hls.recoverMediaError();
      else {
        hls?.destroy();
        hls = null;
        start();
      }
    },
    stop: () => {
      stopped = true;
      hls?.destroy();
    },
  };
}

/**
 * Plays `url` in the video element, and brings it back when the room does: the player does not
 * retry on a clock of its own; while `reachable` (the room's socket joined) a broken stream is
 * loaded again, once when the room is joined again and once more if it breaks after that (a server
 * that just came back may still refuse the first request).
 */
function usePlay(url: string, reachable: boolean) {
  const ref = useRef<HTMLVideoElement>(null);
  const player = useRef<Player | null>(null);
  const reachableNow = useRef(reachable);
  reachableNow.current = reachable;
  // One retry per joined period, spent by an error seen while the room is reachable.
  const retried = useRef(false);
  useEffect(() => {
    const video = ref.current;
    if (!video || !url) return;
    const p = !isHls(url) || video.canPlayType('application/vnd.apple.mpegurl') ? nativePlayer(video, url) : hlsPlayer(video, url);
    player.current = p;
    const onError = () => {
      if (!reachableNow.current || retried.current) return;
      retried.current = true;
      p.recover();
    };
    video.addEventListener('error', onError);
    return () => {
      video.removeEventListener('error', onError);
      p.stop();
      player.current = null;
    };
  }, [url]);
  useEffect(() => {
    if (!reachable) return;
    retried.current = false;
    const p = player.current;
    if (p?.broken()) p.recover();
  }, [reachable]);
  return ref;
}

/**
 * The room's video: muted autoplay (browsers allow no other), with an unmute button in the big player.
 * `reachable`: the room's connection is joined (a stream broken meanwhile loads again then).
 */
export function Video({ url, label, controls, reachable = true }: { url: string; label: string; controls: boolean; reachable?: boolean }) {
  const { t } = useTranslation('live');
  const [muted, setMuted] = useState(true);
  const ref = usePlay(url, reachable);
  if (!url)
    return (
      <Screen role="img" aria-label={label}>
        <span>{t('noVideo')}</span>
      </Screen>
    );
  return (
    <Screen>
      <video ref={ref} aria-label={label} muted={muted} autoPlay playsInline loop />
      {controls && (
        <Button tone="secondary" style={{ position: 'absolute', bottom: 8, insetInlineEnd: 8 }} onClick={() => setMuted((m) => !m)}>
          {muted ? t('unmute') : t('mute')}
        </Button>
      )}
    </Screen>
  );
}
