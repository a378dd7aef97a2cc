import { useRef } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { AdminContent, ContentType } from '../../../../contract/admin-content';
import { POST_KINDS } from '../../../../contract/blog';
import type { Message } from '../../../../contract/messages';
import type { DraftField, contentEditorMachine } from '../../../../machines/admin/content-editor.machine';
import { Button } from '../../../components/button';
import { SelectField, TextArea, TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { FieldRow, Note, Panel } from '../../app/shell/page-parts';
import { useLeaveGuard } from '../../app/use-leave-guard';
import { contentEditorView } from './content-editor.view';
import { ContentStatusBadge } from './content-status';
import { PICTURE_TYPES } from '../../components/picture-pick-button';

/**
 * A page's or post's form: Title, Address, Description, Body (Markdown, with pictures uploaded
 * into it and a live preview drawn by the shop's renderer), Publish at, and a post's kind and
 * related products; Save, Preview, Publish, Unpublish, and Delete draft. Each field's message is
 * the contract's rule as the member types, or the server's; a page someone else saved meanwhile is
 * said so, with Reload.
 */
export function ContentEditor({ logic, type, item }: { logic: typeof contentEditorMachine; type: ContentType; item: AdminContent | null }) {
  const { t } = useTranslation();
  const say = useMessage();
  const actor = useActorRef(logic, { input: { type, item } });
  const v = useSelector(actor, contentEditorView, shallowEqual);
  const d = v.draft;
  const body = useRef<HTMLTextAreaElement | null>(null);
  const alt = useRef<HTMLInputElement | null>(null);
  useLeaveGuard(v.unsaved, t('content.unsavedLeave'));
  const err = (name: string): string | undefined => {
    const m = v.errors[name] as Message | undefined;
    return m ? say(m) : undefined;
  };
  const set = (name: DraftField) => (e: { target: { value: string } }) => actor.send({ type: 'edit.field', name, value: e.target.value });
  const prefix = type === 'pages' ? '/pages/' : '';
  return (
    <form
      aria-label={t(type === 'pages' ? 'content.pageForm' : 'content.postForm')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'save' });
      }}
    >
      {v.item && (
        <p className="status">
          <ContentStatusBadge status={v.item.status} at={v.item.publish_at} />{' '}
          {v.item.status === 'published' && <a href={v.item.address}>{t('content.inShop', { address: v.item.address })}</a>}
        </p>
      )}
      {v.notice && (
        <Note tone="success" role="status">
          {t(`content.notices.${v.notice}`)}
        </Note>
      )}
      {v.conflict && (
        <Note tone="danger" role="alert">
          {t('content.conflict')}{' '}
          <Button tone="secondary" loading={v.busy} onClick={() => actor.send({ type: 'reload' })}>
            {t('content.reload')}
          </Button>
        </Note>
      )}
      {v.refusal && (
        <Note tone="danger" role="alert">
          {say(v.refusal)}
        </Note>
      )}
      {Object.keys(v.errors).length > 0 && (
        <Note tone="danger" role="alert">
          {t('content.fix', { count: Object.keys(v.errors).length })}
        </Note>
      )}
      <Panel aria-labelledby="content-main">
        <h2 id="content-main">{t('content.text')}</h2>
        <TextField label={t('content.fields.title')} name="title" value={d.title} error={err('title')} onChange={set('title')} />
        <FieldRow>
          <TextField
            label={t('content.fields.slug')}
            name="slug"
            value={d.slug}
            error={err('slug')}
            readOnly={v.item?.fixed}
            aria-description={v.item?.fixed ? t('content.fixedAddress') : prefix ? t('content.addressHint', { prefix }) : undefined}
            onChange={set('slug')}
          />
          {v.isPost && (
            <SelectField
              label={t('content.fields.kind')}
              name="kind"
              value={d.kind}
              error={err('kind')}
              options={POST_KINDS.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))}
              onChange={set('kind')}
            />
          )}
        </FieldRow>
        <TextField
          label={t('content.fields.description')}
          name="description"
          value={d.description}
          error={err('description')}
          onChange={set('description')}
        />
        <Editor split={v.previewOn}>
          <div>
            <TextArea
              label={t('content.fields.body')}
              name="body"
              rows={18}
              value={d.body}
              error={err('body')}
              onChange={set('body')}
              // The cursor is where an uploaded picture goes.
              onSelect={(e) => (body.current = e.currentTarget)}
              onFocus={(e) => (body.current = e.currentTarget)}
            />
            <Picture role="group" aria-label={t('content.picture')}>
              <TextField label={t('content.pictureAlt')} name="picture_alt" ref={alt} />
              <label className="file">
                <span>{t('content.addPicture')}</span>
                <input
                  type="file"
                  accept={PICTURE_TYPES}
                  disabled={v.uploading}
                  aria-busy={v.uploading || undefined}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (!file) return;
                    const at = body.current?.selectionStart ?? d.body.length;
                    actor.send({ type: 'picture.upload', file, alt: alt.current?.value ?? '', at });
                    e.target.value = '';
                  }}
                />
              </label>
              {v.uploading && <span role="status">{t('content.uploading')}</span>}
              {err('file') && (
                <Note tone="danger" role="alert">
                  {err('file')}
                </Note>
              )}
            </Picture>
          </div>
          {v.previewOn && (
            <Preview aria-label={t('content.previewLabel')} role="region" aria-busy={v.drawing || undefined}>
              <div className="bar">
                <strong>{t('content.previewLabel')}</strong>
                <Button tone="ghost" onClick={() => actor.send({ type: 'preview.close' })}>
                  {t('content.closePreview')}
                </Button>
              </div>
              {v.previewRefusal && (
                <Note tone="danger" role="alert">
                  {say(v.previewRefusal)}
                </Note>
              )}
              {/* The shop's own renderer and sanitizer drew this HTML (api/admin/content/preview). */}
              {v.preview !== null && <div className="html" dangerouslySetInnerHTML={{ __html: v.preview }} />}
            </Preview>
          )}
        </Editor>
        <FieldRow>
          <TextField
            label={t('content.fields.publishAt')}
            name="publish_at"
            type="datetime-local"
            value={d.publish_at}
            error={err('publish_at')}
            aria-description={t('content.publishAtHint')}
            onChange={set('publish_at')}
          />
          {v.isPost && (
            <TextField
              label={t('content.fields.related')}
              name="related"
              value={d.related}
              error={err('related') ?? err('related_goods_ids')}
              placeholder="12, 7"
              aria-description={t('content.relatedHint')}
              onChange={set('related')}
            />
          )}
        </FieldRow>
      </Panel>
      <Buttons>
        <Button type="submit" loading={v.busy} disabled={v.conflict}>
          {t('content.save')}
        </Button>
        <Button tone="secondary" loading={v.drawing} onClick={() => actor.send({ type: 'preview' })}>
          {t('content.preview')}
        </Button>
        <Button tone="secondary" loading={v.busy} disabled={v.conflict} onClick={() => actor.send({ type: 'publish' })}>
          {t('content.publish')}
        </Button>
        {v.canUnpublish && (
          <Button tone="secondary" loading={v.busy} onClick={() => actor.send({ type: 'unpublish' })}>
            {t('content.unpublish')}
          </Button>
        )}
        {v.canRemove && (
          <Button
            tone="danger"
            loading={v.busy}
            onClick={() => {
              if (window.confirm(t('content.removeConfirm'))) actor.send({ type: 'remove' });
            }}
          >
            {t('content.remove')}
          </Button>
        )}
      </Buttons>
    </form>
  );
}

const Editor = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$4',
  variants: {
    // The text and its preview side by side where there is room, while the preview is open.
    split: { true: { '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } },
  },
  '& textarea': { fontFamily: 'ui-monospace, monospace', fontSize: '$sm' },
});
const Picture = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '$3',
  '& .file': { display: 'grid', gap: '$1', fontWeight: 600, marginBottom: '$3' },
});
const Preview = styled('section', {
  border: '1px dashed $line',
  borderRadius: '$md',
  padding: '$3',
  minWidth: 0,
  '& .bar': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '$2' },
  '& .html img': { maxWidth: '100%', height: 'auto' },
});
const Buttons = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  position: 'sticky',
  bottom: 0,
  padding: '$3 0',
  backgroundColor: '$bg',
});
