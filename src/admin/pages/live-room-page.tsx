import { useCallback } from 'react';
import { useLocation, useParams } from 'wouter';
import type { AdminLiveRoomDetail } from '../../../contract/admin-live';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead, Panel } from '../app/shell/page-parts';
import { staffToken } from '../app/staff-token';
import { LiveRoomConsole } from '../features/live/live-room-console';
import { LiveRoomForm } from '../features/live/live-room-form';

/** /admin/live/new (Schedule a room) and /admin/live/:href (the room: its schedule, its show, its figures). content.manage. */
export default function LiveRoomPage() {
  const { href } = useParams<{ href?: string }>();
  return href ? <LiveRoomConsole key={href} href={href} token={staffToken.get() ?? ''} /> : <NewRoom />;
}

/** A new room: once scheduled, its own page opens. */
function NewRoom() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const done = useCallback((detail: AdminLiveRoomDetail) => navigate(consoleRoutes.liveRoom(detail.room.room_href)), [navigate]);
  return (
    <>
      <PageHead title={t('live.scheduleRoom')} />
      <Panel aria-label={t('live.scheduleForm')}>
        <LiveRoomForm onDone={done} />
      </Panel>
    </>
  );
}
