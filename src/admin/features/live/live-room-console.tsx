import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, type FormEvent } from 'react';
import type { AdminLiveRoomDetail } from '../../../../contract/admin-live';
import { failureMessage } from '../../../../contract/codes';
import type { LiveComment, LiveProduct } from '../../../../contract/live';
import type { LiveRoomMove } from '../../../../machines/admin/live-room.machine';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { formatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Badge, Facts, Note, PageHead, Panel, Table, TableWrap } from '../../app/shell/page-parts';
import { liveRoomLogic } from './live-room.actors';
import { liveRoomView } from './live-room.view';
import { LiveRoomForm } from './live-room-form';

/**
 * The console's page of one live room (machines/admin/live-room.machine.ts): scheduled, its form
 * and Start with a video url; live, the show (viewers and chat live on the room's socket, the
 * products with Pin, price and stock, Delete and Mute on each comment, End); ended, its figures.
 */
export function LiveRoomConsole({ href, token, logic = liveRoomLogic }: { href: string; token: string; logic?: typeof liveRoomLogic }) {
  const { t, i18n } = useTranslation();
  const say = useMessage();
  const actor = useActorRef(logic, { input: { href, token } });
  const view = useSelector(actor, liveRoomView, shallowEqual);
  const onSaved = useCallback((detail: AdminLiveRoomDetail) => actor.send({ type: 'room.saved', detail }), [actor]);
  const move = (m: LiveRoomMove) => actor.send({ type: 'room.move', move: m });
  const room = view.detail?.room;
  const refusal = view.error ? failureMessage(view.error) : null;
  const when = (iso: string | null) => (iso ? formatDate(iso, i18n.language, 'medium+time') : '—');

  if (view.phase === 'loading' || view.phase === 'failed' || !room)
    return (
      <>
        <PageHead title={t('live.roomTitle')} />
        {view.phase === 'failed' ? (
          <Note tone="danger" role="alert">
            {refusal ? say(refusal) : t('live.failed')}{' '}
            <Button type="button" tone="secondary" onClick={() => actor.send({ type: 'room.retry' })}>
              {t('retry')}
            </Button>
          </Note>
        ) : (
          <p aria-busy="true">{t('loading')}</p>
        )}
      </>
    );

  return (
    <>
      <PageHead title={room.title}>
        <Badge tone={room.state === 'live' ? 'success' : room.state === 'ended' ? 'neutral' : undefined}>{t(`live.states.${room.state}`)}</Badge>
      </PageHead>
      {refusal && (
        <Note tone="danger" role="alert">
          {say(refusal)}
        </Note>
      )}
      {view.phase === 'refused' && (
        <Note tone="danger" role="alert">
          {t('live.signedOut')}
        </Note>
      )}

      {view.phase === 'scheduled' && (
        <Columns>
          <Panel aria-label={t('live.editForm')}>
            <h2>{t('live.editForm')}</h2>
            <LiveRoomForm detail={view.detail!} onDone={onSaved} />
          </Panel>
          <Panel aria-labelledby="start-title">
            <h2 id="start-title">{t('live.startTitle')}</h2>
            <p>{t('live.startsAt', { when: when(room.starts_at) })}</p>
            <form
              aria-label={t('live.startTitle')}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'room.start' });
              }}
            >
              <TextField
                label={t('live.fields.video')}
                name="video_url"
                value={view.video}
                placeholder="https://…/index.m3u8"
                onChange={(e) => actor.send({ type: 'room.video', value: e.target.value })}
              />
              <Button type="submit" loading={view.busy}>
                {t('live.start')}
              </Button>
            </form>
          </Panel>
        </Columns>
      )}

      {view.phase === 'live' && (
        <>
          <Bar>
            <p role="status" aria-live="polite">
              <strong>{t('live.viewers', { count: view.viewers })}</strong>
              {view.connection !== 'connected' && <span> · {t(`live.connection.${view.connection ?? 'connecting'}`)}</span>}
            </p>
            <Button type="button" tone="danger" disabled={view.busy} onClick={() => actor.send({ type: 'room.end' })}>
              {t('live.end')}
            </Button>
          </Bar>
          <Columns>
            <Panel aria-labelledby="products-title">
              <h2 id="products-title">{t('live.products')}</h2>
              <Products>
                {view.products.map((p) => (
                  <ProductRow key={p.id} product={p} busy={view.busy} pinFull={view.pinFull} onMove={move} />
                ))}
              </Products>
            </Panel>
            <Panel aria-labelledby="chat-title">
              <h2 id="chat-title">{t('live.chat')}</h2>
              <Chat role="log" aria-labelledby="chat-title">
                <ul>
                  {view.comments.length === 0 && <li>{t('live.noComments')}</li>}
                  {view.comments.map((c) => (
                    <CommentRow key={c.id} comment={c} busy={view.busy} onMove={move} />
                  ))}
                </ul>
              </Chat>
            </Panel>
          </Columns>
        </>
      )}

      {view.phase === 'ended' && (
        <Panel aria-labelledby="figures-title">
          <h2 id="figures-title">{t('live.figures')}</h2>
          {!view.figures ? (
            view.busy ? (
              <p aria-busy="true">{t('loading')}</p>
            ) : (
              <Button type="button" tone="secondary" onClick={() => actor.send({ type: 'room.retry' })}>
                {t('retry')}
              </Button>
            )
          ) : (
            <>
              <Facts>
                <dt>{t('live.figure.started')}</dt>
                <dd>{when(view.figures.started_at)}</dd>
                <dt>{t('live.figure.ended')}</dt>
                <dd>{when(view.figures.ended_at)}</dd>
                <dt>{t('live.figure.peak')}</dt>
                <dd>{view.figures.peak_viewers}</dd>
                <dt>{t('live.figure.comments')}</dt>
                <dd>{view.figures.comments}</dd>
                <dt>{t('live.figure.added')}</dt>
                <dd>{view.figures.added_to_cart}</dd>
                <dt>{t('live.figure.shoppers')}</dt>
                <dd>{view.figures.shoppers}</dd>
                <dt>{t('live.figure.orders')}</dt>
                <dd>{view.figures.orders}</dd>
              </Facts>
              <h3>{t('live.figure.perProduct')}</h3>
              <TableWrap>
                <Table>
                  <caption className="visually-hidden">{t('live.figure.perProduct')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('live.figure.product')}</th>
                      <th scope="col">{t('live.figure.added')}</th>
                      <th scope="col">{t('live.figure.orders')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.figures.products.map((p) => (
                      <tr key={p.id}>
                        <th scope="row">{p.name}</th>
                        <td>{p.added_to_cart}</td>
                        <td>{p.orders}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
            </>
          )}
        </Panel>
      )}
    </>
  );
}

/** A product of the show: Pin or Unpin, and its shown price and stock (the room's own, over the product's). */
function ProductRow({
  product: p,
  busy,
  pinFull,
  onMove,
}: {
  product: LiveProduct;
  busy: boolean;
  pinFull: boolean;
  onMove: (m: LiveRoomMove) => void;
}) {
  const { t } = useTranslation();
  const read = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    return new FormData(e.currentTarget);
  };
  return (
    <li aria-label={p.name}>
      <img src={p.many_img[0]} alt="" width={56} height={56} />
      <div>
        <strong>{p.name}</strong> {p.pinned && <Badge tone="success">{t('live.pinned')}</Badge>}
        <div className="moves">
          <Button
            type="button"
            tone={p.pinned ? 'secondary' : 'primary'}
            disabled={busy || (!p.pinned && pinFull)}
            aria-label={t(p.pinned ? 'live.unpinName' : 'live.pinName', { name: p.name })}
            onClick={() => onMove({ action: p.pinned ? 'unpin' : 'pin', product_id: p.id })}
          >
            {t(p.pinned ? 'live.unpin' : 'live.pin')}
          </Button>
          <form
            aria-label={t('live.priceOf', { name: p.name })}
            onSubmit={(e) => {
              const f = read(e);
              const special = String(f.get('special_price') ?? '').trim();
              onMove({ action: 'price', product_id: p.id, price: Number(f.get('price')), special_price: special ? Number(special) : null });
            }}
          >
            <TextField label={t('live.price')} name="price" type="number" step="0.01" min="0" defaultValue={p.price} required />
            <TextField label={t('live.special')} name="special_price" type="number" step="0.01" min="0" defaultValue={p.special_price ?? ''} />
            <Button type="submit" tone="secondary" disabled={busy}>
              {t('live.setPrice')}
            </Button>
          </form>
          <form
            aria-label={t('live.stockOf', { name: p.name })}
            onSubmit={(e) => {
              const f = read(e);
              onMove({ action: 'stock', product_id: p.id, stock: Number(f.get('stock')) });
            }}
          >
            <TextField label={t('live.stock')} name="stock" type="number" step="1" min="0" defaultValue={p.true_qty} required />
            <Button type="submit" tone="secondary" disabled={busy}>
              {t('live.setStock')}
            </Button>
          </form>
        </div>
      </div>
    </li>
  );
}

/** A comment of the chat, with Delete and Mute its writer. */
function CommentRow({ comment: c, busy, onMove }: { comment: LiveComment; busy: boolean; onMove: (m: LiveRoomMove) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <span>
        <span className="mark" style={{ backgroundColor: c.color }} aria-hidden="true" />
        <strong>{c.name}</strong> <span dir="auto">{c.text}</span>
      </span>
      <span className="moves">
        <Button
          type="button"
          tone="ghost"
          disabled={busy}
          aria-label={t('live.deleteComment', { name: c.name, text: c.text })}
          onClick={() => onMove({ action: 'delete-comment', comment_id: c.id })}
        >
          {t('live.delete')}
        </Button>
        <Button
          type="button"
          tone="ghost"
          disabled={busy}
          aria-label={t('live.muteWriter', { name: c.name })}
          onClick={() => onMove({ action: 'mute', comment_id: c.id })}
        >
          {t('live.mute')}
        </Button>
      </span>
    </li>
  );
}

const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: '$4',
  alignItems: 'start',
  '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Bar = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '$3',
  marginBottom: '$3',
  '& p': { margin: 0 },
});
const Products = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  '& > li': { display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr)', gap: '$3', borderBottom: '1px solid $line', paddingBottom: '$3' },
  '& img': { borderRadius: '$sm', border: '1px solid $line', objectFit: 'contain', backgroundColor: '$canvas' },
  '& .moves': { display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'end', marginTop: '$2' },
  '& form': { display: 'flex', gap: '$2', alignItems: 'end' },
  '& form > div': { marginBottom: 0, width: '6.5rem' },
});
const Chat = styled('div', {
  maxHeight: '28rem',
  overflowY: 'auto',
  fontSize: '$sm',
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$1' },
  '& li': { display: 'flex', justifyContent: 'space-between', gap: '$2', alignItems: 'center' },
  '& .moves': { display: 'flex', gap: '$1', flexShrink: 0 },
  // The writer's colour as a mark (a shopper's own pick need not read as text on the page).
  '& .mark': { display: 'inline-block', width: '0.6em', height: '0.6em', borderRadius: '50%', marginInlineEnd: '$1' },
});
