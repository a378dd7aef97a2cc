import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { ADMIN_LIVE_LIMITS, type AdminLiveRoomDetail } from '../../../../contract/admin-live';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Note } from '../../app/shell/page-parts';
import { PicturePickButton } from '../../components/picture-pick-button';
import { consoleFormView } from '../forms/console-form.view';
import { useFieldError } from '../forms/use-field-error';
import { GoodsPicker } from '../storefront/goods-picker';
import { liveApi } from './live.api';
import { liveCoverLogic, liveRoomFormLogic, pickCover } from './live-room.actors';
import { roomValuesOf } from './live-values';

/**
 * A live room's schedule: Title, Starts (date and time to come), a cover picture uploaded beside it,
 * and the products the room will show (the storefront's goods picker over the live rooms' own
 * search). Scheduling a new room, or saving a scheduled one; done, `onDone` takes the room.
 */
export function LiveRoomForm({
  detail,
  onDone,
  logic,
}: {
  detail?: AdminLiveRoomDetail;
  onDone: (detail: AdminLiveRoomDetail) => void;
  logic?: ReturnType<typeof liveRoomFormLogic>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const say = useMessage();
  const formLogic = useMemo(() => logic ?? liveRoomFormLogic(onDone), [logic, onDone]);
  const actor = useActorRef(formLogic, { input: { form: 'liveRoom', values: roomValuesOf(detail) } });
  const view = useSelector(actor, consoleFormView, shallowEqual);
  const set = (name: string, value: string) => actor.send({ type: 'form.field', name, value });
  const name = detail ? t('live.editForm') : t('live.scheduleForm');
  return (
    <form
      aria-label={name}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <TextField
        label={t('live.fields.title')}
        name="title"
        value={view.values.title ?? ''}
        error={fieldError(view.errors.title)}
        onChange={(e) => set('title', e.target.value)}
      />
      <TextField
        label={t('live.fields.startsAt')}
        name="starts_at"
        type="datetime-local"
        value={view.values.starts_at ?? ''}
        error={fieldError(view.errors.starts_at)}
        onChange={(e) => set('starts_at', e.target.value)}
      />
      <Cover>
        {view.values.cover_src ? <img src={view.values.cover_src} alt={t('live.coverAlt')} /> : <span className="none" />}
        <div>
          <strong>{t('live.fields.cover')}</strong>
          <CoverUpload
            onUploaded={(key, src) => {
              set('cover_key', key);
              set('cover_src', src);
            }}
          />
          {view.values.cover_key && (
            <Button
              type="button"
              tone="ghost"
              onClick={() => {
                set('cover_key', '');
                set('cover_src', '');
              }}
            >
              {t('live.removeCover')}
            </Button>
          )}
          {view.errors.cover_key && (
            <span role="alert" className="refused">
              {fieldError(view.errors.cover_key)}
            </span>
          )}
        </div>
      </Cover>
      <h3>{t('live.fields.products')}</h3>
      <GoodsPicker
        block={{ id: `live-${detail?.room.id ?? 'new'}`, goods: detail?.goods ?? [] }}
        ids={view.values.goods_ids ?? ''}
        onChange={(ids) => set('goods_ids', ids)}
        error={view.errors.goods_ids}
        search={liveApi.searchGoods}
        max={ADMIN_LIVE_LIMITS.goodsMax}
        noneText={t('live.noProducts')}
      />
      {view.refusal && (
        <Note tone="danger" role="alert">
          {say(view.refusal)}
        </Note>
      )}
      {view.done && <Note tone="success">{detail ? t('live.saved') : t('live.scheduled')}</Note>}
      <Buttons>
        <Button type="submit" loading={view.busy}>
          {detail ? t('live.save') : t('live.schedule')}
        </Button>
      </Buttons>
    </form>
  );
}

/** The cover's file picker: sent at once, checked and re-encoded by the server; its key goes into the form. */
function CoverUpload({ onUploaded }: { onUploaded: (key: string, src: string) => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const say = useMessage();
  const logic = useMemo(() => liveCoverLogic((image) => onUploaded(image.key, image.src)), [onUploaded]);
  const actor = useActorRef(logic, { input: { form: 'liveCover' } });
  const view = useSelector(actor, consoleFormView, shallowEqual);
  const refusal = view.refusal ? say(view.refusal) : fieldError(view.errors.file);
  return (
    <span className="upload">
      <PicturePickButton
        label={t('live.uploadCover')}
        tone="secondary"
        busy={view.busy}
        refusal={refusal}
        onPick={(file) => {
          actor.send({ type: 'form.field', name: 'file', value: pickCover(file) });
          actor.send({ type: 'form.field', name: 'name', value: file.name });
          actor.send({ type: 'form.submit' });
        }}
      />
    </span>
  );
}

const Cover = styled('div', {
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: '$3',
  alignItems: 'start',
  marginBottom: '$4',
  '& > img, & > .none': {
    width: '160px',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: '$md',
    border: '1px solid $line',
    backgroundColor: '$canvas',
  },
  '& > div': { display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'center' },
  '& > div > strong': { flexBasis: '100%', fontSize: '$sm' },
  '& .refused': { color: '$danger', fontSize: '$sm' },
});
const Buttons = styled('div', { display: 'flex', gap: '$2', justifyContent: 'flex-end', marginTop: '$3' });
