import { useCallback, useMemo } from 'react';
import { useLocation, useParams } from 'wouter';
import { CONTENT_TYPES, type AdminContent, type ContentType } from '../../../contract/admin-content';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead } from '../app/shell/page-parts';
import { DetailPage, useDetail } from '../components/detail-page';
import { ContentEditor } from '../features/content/content-editor';
import { contentEditorLogic } from '../features/content/content-editor.actors';
import { contentApi } from '../features/content/content.api';

/** /admin/content/:type/new and /admin/content/:type/:id: the page and post editor. */
export default function ContentPage() {
  const { type, id } = useParams<{ type: string; id?: string }>();
  const { t } = useTranslation();
  if (!(CONTENT_TYPES as readonly string[]).includes(type)) return <PageHead title={t('content.notFound')} />;
  return id ? <Existing type={type as ContentType} id={Number(id)} /> : <New type={type as ContentType} />;
}

function New({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  const [, go] = useLocation();
  const logic = useMemo(
    () =>
      contentEditorLogic(
        (c) => go(consoleRoutes.contentItem(c.type, c.id)),
        () => go(consoleRoutes.content()),
      ),
    [go],
  );
  return (
    <>
      <PageHead title={t(type === 'pages' ? 'content.newPage' : 'content.newPost')} />
      <ContentEditor logic={logic} type={type} item={null} />
    </>
  );
}

function Existing({ type, id }: { type: ContentType; id: number }) {
  const { t } = useTranslation();
  const [, go] = useLocation();
  const { loaded } = useDetail(`content:${type}:${id}`, (signal) => contentApi.one(type, id, signal));
  const saved = useCallback((_: AdminContent) => {}, []);
  const logic = useMemo(() => contentEditorLogic(saved, () => go(consoleRoutes.content())), [saved, go]);
  return (
    <DetailPage
      loaded={loaded}
      back={{ href: consoleRoutes.content(), label: t('content.back') }}
      notFound={t('content.notFound')}
      failed={t('content.loadFailed')}
    >
      {(c) => (
        <>
          <PageHead title={c.title} />
          <ContentEditor key={`${c.type}-${c.id}`} logic={logic} type={type} item={c} />
        </>
      )}
    </DetailPage>
  );
}
