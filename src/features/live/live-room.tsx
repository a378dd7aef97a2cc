import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, ActorRefFrom } from 'xstate';
import { LIVE_COMMENT_MAX } from '../../../contract/constants';
import { commentLength, liveErrorMessages, type LiveAction, type LiveProduct } from '../../../contract/live';
import { liveApi } from '../../api/live';
import type { liveSocketMachine } from '../../../machines/live-socket.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { FLOATING_BOTTOM, styled } from '../../styles/theme';
import { Dialog } from '../../components/dialog';
import { Button } from '../../components/button';
import { GoodsPrice } from '../catalog/goods-price';
import { HeartButton } from '../wishlist/heart-button';
import { CloseIcon } from '../../components/icons';
import { QuickAdd } from '../cart/quick-add';
import { useIsSignedIn } from '../../app/session/selectors';
import { useIsWished } from '../wishlist/selectors';
import { useCartLines } from '../cart/selectors';
import { useOverlays } from '../../app/overlays/selectors';

type SocketRef = ActorRefFrom<typeof liveSocketMachine>;

export interface LiveSessionProps {
  roomHref: string;
  /** The room's title as the rooms list said, until the room itself answers. */
  title: string;
  token: string | null;
  size: 'big' | 'small';
  logic: typeof liveSocketMachine;
  onClose(): void;
  onExpand(): void;
  /** The heartbeat's clock (tests pass a simulated one). */
  clock?: ActorOptions<typeof liveSocketMachine>['clock'];
}

/**
 * The room's connection while the player is open (one live-socket machine: one socket per tab),
 * shown as the big popup or the small floating player. A new token (signed in or out) joins again.
 */
export function LiveSession({ roomHref, title, token, size, logic, onClose, onExpand, clock }: LiveSessionProps) {
  // An absent clock must not be passed: `clock: undefined` would replace the default one.
  const socket = useActorRef(logic, clock ? { input: { roomHref, token }, clock } : { input: { roomHref, token } });
  const first = useRef(token);
  useEffect(() => {
    if (first.current === token) return;
    first.current = token;
    socket.send({ type: 'live.token.changed', token });
  }, [token, socket]);

  // The page hidden or the device offline: the socket closes until the page is visible and the device online.
  useEffect(() => {
    const onVisibility = () => socket.send({ type: document.hidden ? 'live.page.hidden' : 'live.page.visible' });
    const onOffline = () => socket.send({ type: 'live.network.offline' });
    const onOnline = () => socket.send({ type: 'live.network.online' });
    // As things are now (a page opened offline or in a background tab), then each change.
    if (document.hidden) onVisibility();
    if (!navigator.onLine) onOffline();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [socket]);

  return size === 'big' ? <BigPlayer socket={socket} title={title} onClose={onClose} /> : <SmallPlayer socket={socket} onClose={onClose} onExpand={onExpand} />;
}

// ---------- video ----------

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

const OnScreen = styled('span', {
  position: 'absolute',
  top: '$2',
  insetInlineStart: '$2',
  padding: '0 $2',
  borderRadius: '$sm',
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: '$xs',
  fontWeight: 700,
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
    import('hls.js').then(({ default: Hls }) => {
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
        fatal = data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media'
          : data.type === Hls.ErrorTypes.NETWORK_ERROR && player.levels.length > 0 ? 'network' : 'other';
        console.info(`the live stream stopped (${data.details}); it loads again when the room is back`);
      });
      player.loadSource(url);
      player.attachMedia(video);
    }, (err: unknown) => {
      failed = true;
      console.info('the HLS player could not be loaded', err);
    });
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
  if (!url) return <Screen role="img" aria-label={label}><span>{t('noVideo')}</span></Screen>;
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

/** The room's connection is joined: what the video follows. */
const useJoined = (socket: SocketRef) => useSelector(socket, (s) => s.matches({ connected: 'joined' }));

// ---------- the big popup ----------

const Status = styled('p', { margin: '$2 0', fontSize: '$sm', color: '$inkSoft' });

const Section = styled('section', { marginTop: '$4', '& h3': { fontSize: '$md', margin: '0 0 $2' } });

const Log = styled('div', {
  maxHeight: '4.4rem',
  overflowY: 'auto',
  backgroundColor: '$canvas',
  borderRadius: '$md',
  fontSize: '$sm',
  '& ul': { listStyle: 'none', margin: 0, padding: '$2' },
  '& li': { padding: '$1 0', overflowWrap: 'anywhere' },
  '& b': { marginInlineEnd: '$1' },
  '& .gap': { color: '$inkSoft', fontStyle: 'italic' },
  // The writer's colour as a mark beside the name: a colour of their choosing is never the text's.
  '& .mark': { display: 'inline-block', width: '0.16rem', height: '0.16rem', borderRadius: '$pill', marginInlineEnd: '$1', verticalAlign: 'middle' },
});

const Form = styled('form', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2',
  marginTop: '$2',
  '& label': { gridColumn: '1 / -1', fontSize: '$sm', fontWeight: 600 },
  '& textarea': {
    font: 'inherit', fontSize: '$md', padding: '$2', borderRadius: '$md', border: '1px solid $inkFaint', resize: 'none', minHeight: '$tap',
  },
  '& .meta': { gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', fontSize: '$xs', color: '$inkSoft' },
  '& .error': { color: '$danger' },
});

const Products = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  '& li': { display: 'grid', gridTemplateColumns: '1.6rem 1fr', gap: '$3', alignItems: 'start' },
  '& img': { width: '1.6rem', height: '1.6rem', objectFit: 'contain', backgroundColor: '$canvas', borderRadius: '$md' },
  '& .name': { margin: 0, fontSize: '$sm', fontWeight: 600 },
  '& .tags': { display: 'flex', gap: '$2', alignItems: 'center', flexWrap: 'wrap', marginTop: '$1' },
  '& .tag': { fontSize: '$xs', fontWeight: 700, color: '$brand' },
  '& .soldout': { fontSize: '$xs', fontWeight: 700, color: '$danger' },
});

function BigPlayer({ socket, title: listed, onClose }: { socket: SocketRef; title: string; onClose(): void }) {
  const { t } = useTranslation('live');
  const room = useSelector(socket, (s) => s.context.room);
  const message = useMessage();
  const status = useSelector(socket, (s) =>
    s.matches({ connected: 'joined' }) ? 'joined'
      : s.matches({ connected: 'failed' }) ? 'failed'
        : s.matches({ connected: 'reconnecting' }) || s.matches({ connected: 'rejoining' }) || s.matches('paused') ? 'reconnecting' : 'connecting');
  const title = room?.title ?? listed;
  return (
    <Dialog title={title} onClose={onClose}>
      <Video url={room?.video_url ?? ''} label={t('video')} controls reachable={status === 'joined'} />
      <Status role="status">
        {status === 'failed' ? message(liveErrorMessages.no_room)
          : status !== 'joined' ? t(status) : room?.state === 'ended' ? t('ended') : t('viewers', { count: room?.viewer_count ?? 0 })}
      </Status>
      <Chat socket={socket} />
      <ProductList socket={socket} />
    </Dialog>
  );
}

function Chat({ socket }: { socket: SocketRef }) {
  const { t } = useTranslation('live');
  const message = useMessage();
  const comments = useSelector(socket, (s) => s.context.comments);
  const missedMore = useSelector(socket, (s) => s.context.missedMore);
  const canComment = useSelector(socket, (s) => s.context.canComment);
  const error = useSelector(socket, (s) => s.context.error);
  const joined = useJoined(socket);
  const { open } = useOverlays();
  const [text, setText] = useState('');
  const id = useId();
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [comments]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    socket.send({ type: 'live.comment.send', text });
    if (!socket.getSnapshot().context.error) setText('');
  };
  const length = commentLength(text);
  return (
    <Section aria-labelledby={`${id}-chat`}>
      <h3 id={`${id}-chat`}>{t('chat')}</h3>
      <Log ref={log} role="log" aria-live="polite" aria-labelledby={`${id}-chat`} tabIndex={0}>
        <ul>
          {missedMore && <li className="gap">{t('missedSome')}</li>}
          {comments.length === 0 && <li>{t('noComments')}</li>}
          {comments.map((c) => (
            <li key={c.id}>
              <span className="mark" style={{ backgroundColor: c.color }} aria-hidden="true" />
              <b>{c.name}</b>{' '}
              <span dir="auto">{c.text}</span>
            </li>
          ))}
        </ul>
      </Log>
      {canComment ? (
        <Form onSubmit={submit} noValidate>
          <label htmlFor={`${id}-text`}>{t('commentLabel')}</label>
          <textarea
            id={`${id}-text`}
            rows={1}
            value={text}
            aria-invalid={error === 'empty' || error === 'too_long' || undefined}
            aria-describedby={`${id}-meta`}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" disabled={!joined}>{t('send')}</Button>
          <div className="meta" id={`${id}-meta`}>
            <span className="error" role="alert">{error ? message(liveErrorMessages[error]) : ''}</span>
            <span aria-live="polite" className={length > LIVE_COMMENT_MAX ? 'error' : undefined}>{t('counter', { count: length, max: LIVE_COMMENT_MAX })}</span>
          </div>
        </Form>
      ) : (
        <Status>
          {t('signInToComment')}{' '}
          <Button tone="ghost" type="button" aria-haspopup="dialog" onClick={() => open('login')}>{t('signIn')}</Button>
        </Status>
      )}
    </Section>
  );
}

const priceFields = (p: LiveProduct) => ({ price_type: p.special_price != null ? 2 : 1, price: p.price, special_price: p.special_price, ladder_price: [] });

function ProductList({ socket }: { socket: SocketRef }) {
  const { t } = useTranslation('live');
  const products = useSelector(socket, (s) => s.context.products);
  const signedIn = useIsSignedIn();
  const id = useId();
  if (!products.length) return null;
  return (
    <Section aria-labelledby={`${id}-products`}>
      <h3 id={`${id}-products`}>{t('products')}</h3>
      <Products>
        {products.map((p) => <ProductRow key={p.id} product={p} socket={socket} signedIn={signedIn} listId={id} />)}
      </Products>
    </Section>
  );
}

/** How many of a product the cart holds. */
const useInCart = (goodsId: number) => useCartLines().reduce((n, l) => (l.goods_id === goodsId ? n + l.qty : n), 0);

/**
 * Tells the room (POST api/live, like the shop events of app/tracking.ts: sent and forgotten) when the
 * shopper hearts, unhearts or adds the product while the popup shows it; the server broadcasts the
 * product's new wish count.
 */
function useTellRoom(socket: SocketRef, productId: number) {
  const wished = useIsWished(productId);
  const inCart = useInCart(productId);
  const seen = useRef({ wished, inCart });
  useEffect(() => {
    const before = seen.current;
    seen.current = { wished, inCart };
    const roomHref = socket.getSnapshot().context.roomHref;
    const tell = (action: LiveAction) => void liveApi.action(roomHref, action, productId).catch(() => {});
    if (wished !== before.wished) tell(wished ? 'wish' : 'unwish');
    if (inCart > before.inCart) tell('add_cart');
  }, [wished, inCart, socket, productId]);
}

function ProductRow({ product: p, socket, signedIn, listId: id }: { product: LiveProduct; socket: SocketRef; signedIn: boolean; listId: string }) {
  const { t } = useTranslation('live');
  useTellRoom(socket, p.id);
  return (
    <li>
      <img src={p.many_img[0]} alt="" width={62} height={62} />
      <div>
        <p className="name" id={`${id}-p${p.id}`}>{p.name}</p>
        <GoodsPrice fields={priceFields(p)} size="sm" />
        <div className="tags">
          {p.pinned && <span className="tag">{t('pinned')}</span>}
          {p.true_qty <= 0 ? <span className="soldout">{t('soldOut')}</span> : <QuickAdd goodsId={p.id} name={p.name} describedBy={`${id}-p${p.id}`} />}
          {signedIn && <HeartButton goodsId={p.id} />}
        </div>
      </div>
    </li>
  );
}

// ---------- the small floating player ----------

const Floating = styled('div', {
  position: 'fixed',
  insetInlineStart: '$3',
  bottom: FLOATING_BOTTOM,
  zIndex: 90,
  width: '3.6rem',
  backgroundColor: '#111',
  borderRadius: '$md',
  boxShadow: '$sheet',
  overflow: 'hidden',
  '& .expand > span > div > span': { fontSize: '$xs', paddingInline: '$2', textAlign: 'center' },
  '& .expand': { display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'pointer', color: '#fff' },
  '& .close': {
    position: 'absolute', top: 2, insetInlineEnd: 2, width: 32, height: 32, display: 'grid', placeItems: 'center',
    border: 0, borderRadius: '$pill', backgroundColor: 'rgba(0,0,0,.6)', color: '#fff', cursor: 'pointer',
  },
});

function SmallPlayer({ socket, onClose, onExpand }: { socket: SocketRef; onClose(): void; onExpand(): void }) {
  const { t } = useTranslation('live');
  const { t: shell } = useTranslation('shell');
  const room = useSelector(socket, (s) => s.context.room);
  const joined = useJoined(socket);
  return (
    <Floating role="region" aria-label={t('video')}>
      <button type="button" className="expand" aria-haspopup="dialog" onClick={onExpand}>
        <span className="visually-hidden">{t('expand')}</span>
        <span aria-hidden="true">
          <Video url={room?.video_url ?? ''} label={room?.title ?? t('video')} controls={false} reachable={joined} />
          <OnScreen>{shell('live.badge')}</OnScreen>
        </span>
      </button>
      <button type="button" className="close" aria-label={t('close')} onClick={onClose}>
        <CloseIcon size="0.4rem" />
      </button>
    </Floating>
  );
}
