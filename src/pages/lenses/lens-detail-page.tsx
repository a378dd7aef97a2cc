import type { LensCatalogue, LensOption } from '../../../contract/prescription';
import type { LensInquirySummary } from '../../../contract/lens-inquiry';
import { lensApi } from '../../features/lenses/lenses.api';
import { useDocumentMeta } from '../../app/document-meta';
import { useMoney } from '../../features/currency/use-money';
import { useUser } from '../../app/session/selectors';
import { useLoad } from '../../components/use-load';
import { LoadStates } from '../../components/page-parts';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { LensInquiryForm } from '../../features/lenses/lens-inquiry-form';
import { LensThicknessChart } from '../../features/lenses/lens-thickness-chart';

const Main = styled('div', {
  padding: '$4',
  paddingBottom: '$7',
  '& h1': { margin: '0 0 $2', fontSize: '$xl' },
  '& h2': { margin: '$6 0 $2', fontSize: '$lg' },
  '& > p, & section > p': { margin: '0 0 $3', color: '$inkSoft', fontSize: '$sm' },
});
const Options = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  '& li': { display: 'flex', gap: '$3', padding: '$3', border: '1px solid $line', borderRadius: '$md' },
  '& .name': { fontWeight: 600, display: 'block' },
  '& .desc': { fontSize: '$xs', color: '$inkSoft', display: 'block' },
  '& .price': { marginInlineStart: 'auto', fontWeight: 600, whiteSpace: 'nowrap' },
});
const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& caption': { textAlign: 'start', fontWeight: 700, marginBottom: '$2' },
  '& th, & td': { padding: '$2 0', borderBottom: '1px solid $line', textAlign: 'start' },
  '& td, & th.end': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& thead th': { fontSize: '$xs', color: '$inkSoft', textTransform: 'uppercase' },
  '& tbody th[scope="rowgroup"]': { paddingTop: '$3', color: '$inkSoft', fontWeight: 700 },
});
const Enquiries = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  '& li': { padding: '$3', border: '1px solid $line', borderRadius: '$md', fontSize: '$sm' },
  '& .head': { display: 'flex', justifyContent: 'space-between', fontWeight: 600 },
  '& blockquote': { margin: '$2 0 0', paddingInlineStart: '$3', borderInlineStart: '3px solid $brand' },
});

function OptionList({ options }: { options: LensOption[] }) {
  const money = useMoney();
  return (
    <Options>
      {options.map((o) => (
        <li key={o.code}>
          <span>
            <span className="name">{o.name}</span>
            <span className="desc">{o.description}</span>
          </span>
          <span className="price">{o.price > 0 ? `+${money(o.price)}` : money(0)}</span>
        </li>
      ))}
    </Options>
  );
}

/** Every lens option and its price, one table (what the configurator adds to a frame's price). */
function PriceTable({ catalogue }: { catalogue: LensCatalogue }) {
  const { t } = useTranslation('product');
  const money = useMoney();
  const groups: { key: string; title: string; options: LensOption[] }[] = [
    { key: 'usage', title: t('lensDetail.typesTitle'), options: catalogue.usages.filter((u) => u.code !== 'frame_only') },
    { key: 'index', title: t('lensDetail.indicesTitle'), options: catalogue.indices },
    { key: 'coating', title: t('lensDetail.coatingsTitle'), options: catalogue.coatings.filter((c) => c.kind === 'coating') },
    { key: 'tint', title: t('lensDetail.tintsTitle'), options: catalogue.coatings.filter((c) => c.kind === 'tint') },
  ];
  return (
    <Table>
      <caption>{t('lensDetail.priceCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lensDetail.optionColumn')}</th>
          <th scope="col" className="end">
            {t('lensDetail.priceColumn')}
          </th>
        </tr>
      </thead>
      {groups.map((g) => (
        <tbody key={g.key}>
          <tr>
            <th scope="rowgroup" colSpan={2}>
              {g.title}
            </th>
          </tr>
          {g.options.map((o) => (
            <tr key={o.code}>
              <th scope="row">{o.name}</th>
              <td>{money(o.price)}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </Table>
  );
}

/** The signed-in customer's lens enquiries and the shop's answers (api/customer/lens_enquiry). */
function MyEnquiries({ userId }: { userId: number }) {
  const { t } = useTranslation('product');
  const formatDate = useFormatDate();
  const loaded = useLoad(`lens-enquiries-${userId}`, (signal) => lensApi.lensEnquiries(signal));
  if (loaded.status !== 'ready') return <LoadStates loaded={loaded} loading={t('loading')} failed={t('failed')} />;
  const list: LensInquirySummary[] = loaded.data.list;
  if (!list.length) return <p>{t('lensDetail.noEnquiries')}</p>;
  return (
    <Enquiries>
      {list.map((e) => (
        <li key={e.id}>
          <div className="head">
            <span>
              {t(`lensDetail.need.${e.need}`)} · #{e.id}
            </span>
            <span>{t(e.status === 'answered' ? 'lensDetail.answered' : 'lensDetail.open')}</span>
          </div>
          <div>{formatDate(e.created_at, 'medium')}</div>
          {e.answer && <blockquote>{e.answer}</blockquote>}
        </li>
      ))}
    </Enquiries>
  );
}

/**
 * /lensDetail: the lenses the shop makes (api/customer/lens_list): the lens types, the indices with
 * how thick each is for the shopper's power, coatings and tints, every price in one table, and
 * the lens enquiry for what the configurator does not offer (with a customer's past enquiries).
 */
export default function LensDetailPage() {
  const { t } = useTranslation('product');
  const user = useUser();
  useDocumentMeta({ title: t('lensDetail.title'), description: t('lensDetail.intro'), canonicalPath: '/lensDetail' });
  const loaded = useLoad('lens-list', () => lensApi.lensList());
  return (
    <Main>
      <h1>{t('lensDetail.title')}</h1>
      <p>{t('lensDetail.intro')}</p>
      {loaded.status !== 'ready' ? (
        <LoadStates loaded={loaded} loading={t('loading')} failed={t('failed')} />
      ) : (
        <>
          <section aria-labelledby="lens-types">
            <h2 id="lens-types">{t('lensDetail.typesTitle')}</h2>
            <OptionList options={loaded.data.usages.filter((u) => u.code !== 'frame_only')} />
          </section>
          <section aria-labelledby="lens-indices">
            <h2 id="lens-indices">{t('lensDetail.indicesTitle')}</h2>
            <p>{t('lensDetail.indicesText')}</p>
            <LensThicknessChart indices={loaded.data.indices} />
          </section>
          <section aria-labelledby="lens-coatings">
            <h2 id="lens-coatings">{t('lensDetail.coatingsTitle')}</h2>
            <OptionList options={loaded.data.coatings} />
          </section>
          <section aria-labelledby="lens-prices">
            <h2 id="lens-prices">{t('lensDetail.pricesTitle')}</h2>
            <PriceTable catalogue={loaded.data} />
          </section>
        </>
      )}
      <section aria-labelledby="lens-inquiry-title">
        <h2 id="lens-inquiry-title">{t('lensDetail.enquiryTitle')}</h2>
        <p>{t('lensDetail.enquiryText')}</p>
        <LensInquiryForm
          key={user?.id ?? 'visitor'}
          initial={user ? { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email } : undefined}
        />
      </section>
      {user && (
        <section aria-labelledby="lens-my-enquiries">
          <h2 id="lens-my-enquiries">{t('lensDetail.myEnquiries')}</h2>
          <MyEnquiries userId={user.id} />
        </section>
      )}
    </Main>
  );
}
