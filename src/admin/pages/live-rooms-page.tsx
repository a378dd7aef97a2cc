import { Link } from 'wouter';
import type { LiveState } from '../../../contract/live';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { formatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { Badge, PageHead, Table, TableWrap } from '../app/shell/page-parts';
import { liveApi } from '../features/live/live.api';
import { ActionLink } from '../features/promotions/promotion-parts';

/** /admin/live (content.manage): every live room, live first, then scheduled by time, then ended; Schedule a room. */
export default function LiveRoomsPage() {
  const { t, i18n } = useTranslation();
  const list = useLoad('live-rooms', (signal) => liveApi.rooms(undefined, signal));
  const tone = (s: LiveState) => (s === 'live' ? 'success' : s === 'ended' ? 'neutral' : undefined);
  return (
    <>
      <PageHead title={t('live.title')}>
        <ActionLink href={consoleRoutes.liveRoomNew()}>{t('live.scheduleRoom')}</ActionLink>
      </PageHead>
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('live.listFailed')} />
      ) : list.data.length === 0 ? (
        <p>{t('live.none')}</p>
      ) : (
        <TableWrap>
          <Table>
            <caption className="visually-hidden">{t('live.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('live.fields.title')}</th>
                <th scope="col">{t('live.state')}</th>
                <th scope="col">{t('live.when')}</th>
                <th scope="col">{t('live.productCount')}</th>
                <th scope="col">{t('live.viewersColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link href={consoleRoutes.liveRoom(r.room_href)}>{r.title}</Link>
                  </th>
                  <td>
                    <Badge tone={tone(r.state)}>{t(`live.states.${r.state}`)}</Badge>
                  </td>
                  <td>{r.starts_at ? formatDate(r.starts_at, i18n.language, 'medium+time') : '—'}</td>
                  <td>{r.product_count}</td>
                  <td>{r.state === 'live' ? r.viewer_count : r.peak_viewers}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </>
  );
}
