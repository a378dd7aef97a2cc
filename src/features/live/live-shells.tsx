import { shallowEqual, useSelector } from '@xstate/react';
import { liveErrorMessages } from '../../../contract/live';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { FLOATING_BOTTOM, styled } from '../../styles/theme';
import { Dialog } from '../../components/dialog';
import { CloseIcon } from '../../components/icons';
import { Chat } from './live-chat';
import { Status } from './live-parts';
import { ProductList } from './live-products';
import { liveSocketView, type LiveSocketView, type SocketRef } from './live-socket.view';
import { Video } from './live-video';

/** What the two shells draw of the room: its details and the connection. */
const liveShellOf = (s: Parameters<typeof liveSocketView>[0]): Pick<LiveSocketView, 'room' | 'status' | 'joined'> => {
  const { room, status, joined } = liveSocketView(s);
  return { room, status, joined };
};

// ---------- the big popup ----------

/** The big popup: the video, the room's status, the chat and the products. */
export function BigPlayer({ socket, title: listed, onClose }: { socket: SocketRef; title: string; onClose(): void }) {
  const { t } = useTranslation('live');
  const { room, status } = useSelector(socket, liveShellOf, shallowEqual);
  const message = useMessage();
  const title = room?.title ?? listed;
  return (
    <Dialog title={title} onClose={onClose}>
      <Video url={room?.video_url ?? ''} label={t('video')} controls reachable={status === 'joined'} />
      <Status role="status">
        {status === 'failed'
          ? message(liveErrorMessages.no_room)
          : status !== 'joined'
            ? t(status)
            : room?.state === 'ended'
              ? t('ended')
              : t('viewers', { count: room?.viewer_count ?? 0 })}
      </Status>
      <Chat socket={socket} />
      <ProductList socket={socket} />
    </Dialog>
  );
}

// ---------- the small floating player ----------

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
    position: 'absolute',
    top: 2,
    insetInlineEnd: 2,
    width: 32,
    height: 32,
    display: 'grid',
    placeItems: 'center',
    border: 0,
    borderRadius: '$pill',
    backgroundColor: 'rgba(0,0,0,.6)',
    color: '#fff',
    cursor: 'pointer',
  },
});

/** The small floating player: the video (a click makes it big) and its close button. */
export function SmallPlayer({ socket, onClose, onExpand }: { socket: SocketRef; onClose(): void; onExpand(): void }) {
  const { t } = useTranslation('live');
  const { t: shell } = useTranslation('shell');
  const { room, joined } = useSelector(socket, liveShellOf, shallowEqual);
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
