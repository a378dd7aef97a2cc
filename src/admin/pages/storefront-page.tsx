import { useCallback, useMemo, useState } from 'react';
import {
  PREVIEW_VIEWPORT,
  STOREFRONT_LIMITS,
  type Storefront,
  type StorefrontBlock,
  type StorefrontPreview,
} from '../../../contract/admin-storefront';
import type { ConsoleFormName } from '../../../machines/admin/console-form.machine';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Badge, Note, PageHead, Panel } from '../app/shell/page-parts';
import { ConsoleForm } from '../features/forms/console-form';
import { GoodsPicker } from '../features/storefront/goods-picker';
import { StorefrontForm, type StorefrontField } from '../features/storefront/storefront-form';
import { storefrontFormLogic, storefrontPreviewLogic, storefrontUploadLogic } from '../features/storefront/storefront-forms.actors';
import { storefrontApi } from '../features/storefront/storefront.api';
import { blockValues, goodsValues, questionnaireValues, slideValues } from '../features/storefront/storefront-values';

/**
 * /admin/storefront (catalogue.manage): the home page's blocks (words, link, shown, order), the
 * promo banner's slides, a goods row's chosen products and the questionnaire promo's pictures.
 * Preview draws the shop's home with a form's unsaved values in a phone-sized frame; Publish saves.
 */
export default function StorefrontPage() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => {
    setSaved(null);
    setRound((n) => n + 1);
  }, []);
  const loaded = useLoad(`storefront:${round}`, (signal) => storefrontApi.read(signal), { keepWhileReloading: true });
  const [saved, setSaved] = useState<{ form: ConsoleFormName; storefront: Storefront } | null>(null);
  const [preview, setPreview] = useState<StorefrontPreview | null>(null);
  const logic = useMemo(() => storefrontFormLogic((form, storefront) => setSaved({ form, storefront })), []);
  const previewLogic = useMemo(() => storefrontPreviewLogic(setPreview), []);
  const upload = useCallback((picked: (src: string) => void) => storefrontUploadLogic((image) => picked(image.src)), []);
  if (loaded.status !== 'ready') return <LoadStates loaded={loaded} loading={t('loading')} failed={t('storefront.failed')} />;
  // The latest answer: a change's, else the one loaded (a reload drops the change's).
  const storefront = saved?.storefront ?? loaded.data;
  const blockIds = storefront.blocks.map((b) => b.id).join(',');
  const common = { logic, onReload: reload, upload };

  const slideFields: StorefrontField[] = [
    { name: 'img', label: t('storefront.picture'), type: 'picture' },
    { name: 'alt', label: t('storefront.alt') },
    { name: 'title', label: t('storefront.slideTitle') },
    { name: 'subtitle', label: t('storefront.subtitle') },
    { name: 'link', label: t('storefront.link') },
    { name: 'starts_at', label: t('storefront.startsAt'), type: 'datetime-local' },
    { name: 'ends_at', label: t('storefront.endsAt'), type: 'datetime-local' },
  ];

  const blockPanel = (b: StorefrontBlock) => {
    const samePlace = storefront.blocks.filter((o) => o.placement === b.placement);
    const at = samePlace.indexOf(b);
    const heading = `${t(`storefront.kind.${b.kind}`)}: ${b.title}`;
    const headingId = `block-${b.id}`;
    return (
      <Block key={b.id} aria-labelledby={headingId}>
        <header>
          <h3 id={headingId}>
            {heading} {!b.is_active && <Badge tone="neutral">{t('storefront.hidden')}</Badge>}
          </h3>
          <Moves>
            {at > 0 && (
              <ConsoleForm
                key={`up${blockIds}`}
                logic={logic}
                input={{ form: 'storefrontMove', values: { what: 'block', id: String(b.id), by: '-1', ids: blockIds } }}
                name={t('storefront.moveUp', { name: b.title })}
                fields={[]}
                submit={t('storefront.up')}
                tone="secondary"
                layout="inline"
              />
            )}
            {at < samePlace.length - 1 && (
              <ConsoleForm
                key={`down${blockIds}`}
                logic={logic}
                input={{ form: 'storefrontMove', values: { what: 'block', id: String(b.id), by: '1', ids: blockIds } }}
                name={t('storefront.moveDown', { name: b.title })}
                fields={[]}
                submit={t('storefront.down')}
                tone="secondary"
                layout="inline"
              />
            )}
          </Moves>
        </header>
        <StorefrontForm
          key={`b${b.version}`}
          {...common}
          input={{ form: 'storefrontBlock', values: blockValues(b) }}
          name={t('storefront.blockForm', { name: b.title })}
          fields={[
            { name: 'title', label: t('storefront.title') },
            { name: 'subtitle', label: t('storefront.subtitle') },
            { name: 'link', label: t('storefront.link') },
            { name: 'is_active', label: t('storefront.shown'), type: 'checkbox' },
          ]}
          preview={{ logic: previewLogic, form: 'storefrontBlock' }}
          submit={t('storefront.publish')}
        />
        {b.kind === 'hero' && slidesOf(b)}
        {b.kind === 'goods_row' && (
          <section aria-labelledby={`goods-${b.id}`}>
            <h4 id={`goods-${b.id}`}>{t('storefront.goodsTitle')}</h4>
            <StorefrontForm
              key={`g${b.version}`}
              {...common}
              input={{ form: 'storefrontGoods', values: goodsValues(b) }}
              name={t('storefront.goodsForm', { name: b.title })}
              fields={[]}
              preview={{ logic: previewLogic, form: 'storefrontGoods' }}
              submit={t('storefront.publish')}
            >
              {(values, set, error) => <GoodsPicker block={b} ids={values.goods_ids ?? ''} onChange={(ids) => set('goods_ids', ids)} error={error} />}
            </StorefrontForm>
          </section>
        )}
      </Block>
    );
  };

  const slidesOf = (block: StorefrontBlock) => {
    const ids = block.slides.map((s) => s.id).join(',');
    return (
      <section aria-labelledby={`slides-${block.id}`}>
        <h4 id={`slides-${block.id}`}>{t('storefront.slides')}</h4>
        <ol className="slides">
          {block.slides.map((s, i) => {
            const label = t('storefront.slideN', { index: i + 1, title: s.title });
            return (
              <li key={s.id}>
                <header>
                  <strong>{label}</strong>{' '}
                  <Badge tone={s.live ? 'success' : 'neutral'}>{s.live ? t('storefront.live') : t('storefront.notLive')}</Badge>
                  <Moves>
                    {i > 0 && (
                      <ConsoleForm
                        key={`up${ids}`}
                        logic={logic}
                        input={{ form: 'storefrontMove', values: { what: 'slide', block_id: String(block.id), id: String(s.id), by: '-1', ids } }}
                        name={t('storefront.moveUp', { name: label })}
                        fields={[]}
                        submit={t('storefront.up')}
                        tone="secondary"
                        layout="inline"
                      />
                    )}
                    {i < block.slides.length - 1 && (
                      <ConsoleForm
                        key={`down${ids}`}
                        logic={logic}
                        input={{ form: 'storefrontMove', values: { what: 'slide', block_id: String(block.id), id: String(s.id), by: '1', ids } }}
                        name={t('storefront.moveDown', { name: label })}
                        fields={[]}
                        submit={t('storefront.down')}
                        tone="secondary"
                        layout="inline"
                      />
                    )}
                    <ConsoleForm
                      logic={logic}
                      input={{ form: 'storefrontRemove', values: { id: String(s.id) } }}
                      name={t('storefront.removeSlide', { name: label })}
                      fields={[]}
                      submit={t('storefront.remove')}
                      tone="danger"
                      layout="inline"
                    />
                  </Moves>
                </header>
                <StorefrontForm
                  key={s.version}
                  {...common}
                  input={{ form: 'storefrontSlide', values: slideValues(block.id, s) }}
                  name={t('storefront.slideForm', { name: label })}
                  fields={slideFields}
                  preview={{ logic: previewLogic, form: 'storefrontSlide' }}
                  submit={t('storefront.publish')}
                />
              </li>
            );
          })}
        </ol>
        {block.slides.length < STOREFRONT_LIMITS.slidesMax && (
          <details className="new-slide">
            <summary>{t('storefront.newSlide')}</summary>
            <StorefrontForm
              key={`new${ids}`}
              {...common}
              input={{ form: 'storefrontSlide', values: slideValues(block.id) }}
              name={t('storefront.newSlide')}
              fields={slideFields}
              preview={{ logic: previewLogic, form: 'storefrontSlide' }}
              submit={t('storefront.addSlide')}
            />
          </details>
        )}
      </section>
    );
  };

  return (
    <>
      <PageHead title={t('storefront.pageTitle')} />
      {saved && (
        <Note tone="success" role="status">
          {t(`storefront.done.${saved.form === 'storefrontRemove' ? 'removed' : saved.form === 'storefrontMove' ? 'moved' : 'published'}`)}
        </Note>
      )}
      <Layout>
        <div>
          <Panel aria-labelledby="storefront-blocks">
            <h2 id="storefront-blocks">{t('storefront.blocks')}</h2>
            {storefront.blocks.map(blockPanel)}
          </Panel>
          <Panel aria-labelledby="storefront-questionnaires">
            <h2 id="storefront-questionnaires">{t('storefront.questionnaires')}</h2>
            {storefront.questionnaires.length === 0 && <p>{t('storefront.noQuestionnaires')}</p>}
            {storefront.questionnaires.map((q) => (
              <StorefrontForm
                key={`q${q.id}${q.version}`}
                {...common}
                input={{ form: 'storefrontQuestionnaire', values: questionnaireValues(q) }}
                name={t('storefront.questionnaireForm', { name: q.title })}
                purpose="promo"
                fields={[
                  { name: 'image_url', label: t('storefront.desktopPicture', { name: q.title }), type: 'picture' },
                  { name: 'wap_image_url', label: t('storefront.phonePicture', { name: q.title }), type: 'picture' },
                ]}
                submit={t('storefront.publish')}
              />
            ))}
          </Panel>
        </div>
        <Phone aria-labelledby="storefront-preview">
          <h2 id="storefront-preview">{t('storefront.previewTitle')}</h2>
          {preview ? (
            <>
              <p className="hint">{t('storefront.previewHint', { minutes: Math.round(preview.expires_in / 60) })}</p>
              <iframe
                key={preview.token}
                src={preview.url}
                title={t('storefront.previewFrame')}
                width={PREVIEW_VIEWPORT.width}
                height={PREVIEW_VIEWPORT.height}
              />
            </>
          ) : (
            <p className="hint">{t('storefront.previewNone')}</p>
          )}
        </Phone>
      </Layout>
    </>
  );
}

const Layout = styled('div', {
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${PREVIEW_VIEWPORT.width + 34}px`,
  gap: '$4',
  alignItems: 'start',
  '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Block = styled('section', {
  borderTop: '1px solid $line',
  padding: '$3 0',
  '& > header': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '$3', flexWrap: 'wrap' },
  '& h3': { margin: '0 0 $2' },
  '& h4': { margin: '$3 0 $2', fontSize: '$md' },
  '& ol.slides': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' },
  '& ol.slides > li': { border: '1px solid $line', borderRadius: '$md', padding: '$3' },
  '& ol.slides > li > header': { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap', marginBottom: '$2' },
  '& details.new-slide': { marginTop: '$3', border: '1px dashed $line', borderRadius: '$md', padding: '$3' },
  '& summary': { cursor: 'pointer', fontWeight: 600, color: '$brand', minHeight: '$tap', display: 'flex', alignItems: 'center' },
});
const Moves = styled('div', {
  display: 'flex',
  gap: '$2',
  marginInlineStart: 'auto',
  // The console's inline forms are a grid with the button lowered beside fields: these have none.
  '& form.console-inline-form': { display: 'contents' },
  '& form.console-inline-form > button': { marginTop: 0, minHeight: '$tap', fontSize: '$sm', padding: '0 $3' },
});
const Phone = styled(Panel, {
  position: 'sticky',
  top: '$4',
  '& iframe': { display: 'block', border: '1px solid $line', borderRadius: '$lg', backgroundColor: '#fff', maxWidth: '100%' },
  '& .hint': { fontSize: '$sm', color: '$inkSoft', margin: '0 0 $3' },
});
