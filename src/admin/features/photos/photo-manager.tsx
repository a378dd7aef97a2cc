import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { PHOTO_LIMITS, type AdminProductPhoto } from '../../../../contract/admin-products';
import { SelectField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Button } from '../../../components/button';
import { Badge, Note } from '../../app/shell/page-parts';
import { ConsoleForm } from '../forms/console-form';
import { photoFormLogic, photoUploadLogic } from './photo-forms.actors';
import { photoUploadView } from './photo-upload.view';
import type { photoUploadMachine } from '../../../../machines/admin/photo-upload.machine';

export interface PhotoManagerProps {
  /** The product's id. */
  goodsId: number;
  /** Its colours (a photo shows one, or every colour). */
  colours: { id: number; name: string }[];
  /** Its photos, in order (AdminProductDetail.photos). */
  photos: AdminProductPhoto[];
  /** The product's photos after any change (the server's answer). */
  onChange(photos: AdminProductPhoto[]): void;
}

const Drop = styled('div', {
  border: '2px dashed $line',
  borderRadius: '$lg',
  padding: '$4',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '$4',
  '&[data-over]': { borderColor: '$brand', backgroundColor: '$canvas' },
  '& .hint': { margin: 0, fontSize: '$sm', color: '$inkSoft', flexBasis: '100%' },
});
const Uploads = styled('ul', { listStyle: 'none', margin: '$3 0', padding: 0, display: 'grid', gap: '$2', '& progress': { width: '12rem' } });
const Photos = styled('ol', {
  listStyle: 'none',
  margin: '$4 0 0',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
  gap: '$4',
});
const Card = styled('li', {
  border: '1px solid $line',
  borderRadius: '$lg',
  padding: '$3',
  backgroundColor: '$surface',
  '& img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain', backgroundColor: '#f5f4f1' },
  '& .buttons': { display: 'flex', flexWrap: 'wrap', gap: '$2', margin: '$2 0' },
  '& .buttons form': { margin: 0 },
  '& .head': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '$2 0', fontSize: '$sm' },
});

/** One file on its way: name, progress, then the server's refusal (with Try again) or nothing (done, the photo is listed). */
export function UploadRow({ logic, file, variantId }: { logic: typeof photoUploadMachine; file: File; variantId: string }) {
  const { t } = useTranslation();
  const say = useMessage();
  const actor = useActorRef(logic, { input: { file, variant_id: variantId, alt: '' } });
  const view = useSelector(actor, photoUploadView, shallowEqual);
  if (view.done) return null;
  return (
    <li>
      <strong>{view.name}</strong> {view.busy && <progress max={100} value={view.percent} aria-label={t('photos.progress', { name: view.name })} />}
      {view.failed && (
        <>
          <Note tone="danger" role="alert">
            {t('photos.refused', { name: view.name })} {view.refusal ? say(view.refusal) : ''}
          </Note>
          <Button type="button" tone="secondary" onClick={() => actor.send({ type: 'upload.retry' })}>
            {t('photos.retry')}
          </Button>
        </>
      )}
    </li>
  );
}

/** One photo: its picture, main badge, move up/down, make main, delete, its colour and alt text. */
function PhotoCard({
  goodsId,
  photo,
  index,
  total,
  colours,
  current,
  onChange,
}: {
  goodsId: number;
  photo: AdminProductPhoto;
  index: number;
  total: number;
  colours: PhotoManagerProps['colours'];
  current: () => AdminProductPhoto[];
  onChange(photos: AdminProductPhoto[]): void;
}) {
  const { t } = useTranslation();
  const logic = useMemo(() => photoFormLogic(goodsId, photo.id, current, onChange), [goodsId, photo.id, current, onChange]);
  const label = photo.alt || t('photos.untitled', { index: index + 1 });
  // Re-made when the photo changes, so each form starts from the saved values.
  const key = `${photo.id}:${photo.alt}:${photo.variant_id}:${photo.is_main}:${index}`;
  return (
    <Card aria-label={t('photos.photo', { index: index + 1, total })}>
      <picture>
        <source type="image/avif" srcSet={photo.image.srcset_avif} sizes="17rem" />
        <source type="image/webp" srcSet={photo.image.srcset_webp} sizes="17rem" />
        <img src={photo.image.src} alt={photo.alt} width={photo.image.width} height={photo.image.height} loading="lazy" />
      </picture>
      <div className="head">
        <span>{t('photos.position', { index: index + 1, total })}</span>
        {photo.is_main && <Badge>{t('photos.main')}</Badge>}
      </div>
      <div className="buttons" key={key}>
        {index > 0 && (
          <ConsoleForm
            logic={logic}
            input={{ form: 'photoUp' }}
            name={t('photos.moveUp', { name: label })}
            fields={[]}
            submit={t('photos.up')}
            tone="secondary"
            layout="inline"
          />
        )}
        {index < total - 1 && (
          <ConsoleForm
            logic={logic}
            input={{ form: 'photoDown' }}
            name={t('photos.moveDown', { name: label })}
            fields={[]}
            submit={t('photos.down')}
            tone="secondary"
            layout="inline"
          />
        )}
        {!photo.is_main && (
          <ConsoleForm
            logic={logic}
            input={{ form: 'photoMain' }}
            name={t('photos.makeMain', { name: label })}
            fields={[]}
            submit={t('photos.setMain')}
            tone="secondary"
            layout="inline"
          />
        )}
        <ConsoleForm
          logic={logic}
          input={{ form: 'photoDelete' }}
          name={t('photos.delete', { name: label })}
          fields={[]}
          submit={t('photos.remove')}
          tone="danger"
          layout="inline"
        />
      </div>
      <ConsoleForm
        key={`c${key}`}
        logic={logic}
        input={{ form: 'photoColour', values: { variant_id: photo.variant_id == null ? '' : String(photo.variant_id) } }}
        name={t('photos.colourOf', { name: label })}
        fields={[
          {
            name: 'variant_id',
            label: t('photos.colour'),
            type: 'select',
            placeholder: t('photos.everyColour'),
            options: colours.map((c) => ({ value: String(c.id), label: c.name })),
          },
        ]}
        submit={t('photos.saveColour')}
        tone="secondary"
      />
      <ConsoleForm
        key={`a${key}`}
        logic={logic}
        input={{ form: 'photoAlt', values: { alt: photo.alt } }}
        name={t('photos.altOf', { name: label })}
        fields={[{ name: 'alt', label: t('photos.alt') }]}
        submit={t('photos.saveAlt')}
        tone="secondary"
      />
    </Card>
  );
}

/**
 * A product's photos in the console: drop files or choose them (several at once, each with its
 * progress and the server's refusal), the colour new ones show, then per photo: move up/down (the
 * keyboard's way to reorder), make main, delete, colour and alt text. Every change answers the
 * product's photos, handed to onChange.
 */
export function PhotoManager({ goodsId, colours, photos, onChange }: PhotoManagerProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<{ id: number; file: File; variantId: string }[]>([]);
  const [colour, setColour] = useState('');
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const seq = useRef(0);
  const latest = useRef(photos);
  latest.current = photos;
  const current = useMemo(() => () => latest.current, []);
  const uploadLogic = useMemo(() => photoUploadLogic(goodsId, onChange), [goodsId, onChange]);

  const add = (list: FileList | null) => {
    if (!list?.length) return;
    setFiles((f) => [...f, ...[...list].map((file) => ({ id: ++seq.current, file, variantId: colour }))]);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };

  return (
    <div>
      <Drop
        data-over={over ? '' : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p className="hint">{t('photos.hint', { count: PHOTO_LIMITS.perProductMax })}</p>
        <SelectField
          label={t('photos.newColour')}
          name="new_colour"
          value={colour}
          onChange={(e) => setColour(e.target.value)}
          placeholder={t('photos.everyColour')}
          options={colours.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <div>
          <label htmlFor={inputId} className="visually-hidden">
            {t('photos.choose')}
          </label>
          <input
            ref={picker}
            id={inputId}
            type="file"
            multiple
            accept={PHOTO_LIMITS.types.join(',')}
            hidden
            onChange={(e) => {
              add(e.target.files);
              e.target.value = '';
            }}
          />
          <Button type="button" onClick={() => picker.current?.click()}>
            {t('photos.choose')}
          </Button>
        </div>
      </Drop>
      {files.length > 0 && (
        <Uploads aria-label={t('photos.uploads')}>
          {files.map((f) => (
            <UploadRow key={f.id} logic={uploadLogic} file={f.file} variantId={f.variantId} />
          ))}
        </Uploads>
      )}
      {photos.length === 0 ? (
        <Note>{t('photos.none')}</Note>
      ) : (
        <Photos aria-label={t('photos.list')}>
          {photos.map((p, i) => (
            <PhotoCard
              key={p.id}
              goodsId={goodsId}
              photo={p}
              index={i}
              total={photos.length}
              colours={colours}
              current={current}
              onChange={onChange}
            />
          ))}
        </Photos>
      )}
    </div>
  );
}
