import type { FrameMeasurements, GoodsDetail } from '../../../contract/catalog';
import { InEnglishNotice, useContentLang } from '../../components/in-english';
import { Prose } from '../../components/prose';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

/**
 * The size as eyewear prints it on the temple: lens width □ bridge - temple, e.g. "52□18-145".
 * Null when any of the three is unknown.
 */
export function frameSize(m: Pick<FrameMeasurements, 'lens_width' | 'bridge' | 'temple'>): string | null {
  if (m.lens_width == null || m.bridge == null || m.temple == null) return null;
  return `${m.lens_width}□${m.bridge}-${m.temple}`;
}

export const Section = styled('section', {
  padding: '$5 $4',
  borderTop: '8px solid $canvas',
  '& > h2': { margin: '0 0 $3', fontSize: '$lg' },
});

const List = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $4',
  margin: 0,
  fontSize: '$sm',
  '& dt': { color: '$inkSoft' },
  '& dd': { margin: 0, fontWeight: 600 },
  '& dd[data-word]::first-letter': { textTransform: 'uppercase' },
});

const Size = styled('p', { margin: '0 0 $3', display: 'flex', alignItems: 'baseline', gap: '$3', flexWrap: 'wrap' });
const SizeValue = styled('span', { fontSize: '$xl', fontWeight: 700, letterSpacing: '0.02em' });
const Hint = styled('span', { fontSize: '$xs', color: '$inkSoft' });
/** The description: the server's HTML in the shop's Prose (as posts and information pages), a size down beside the measurements. */
const Description = styled(Prose, { margin: '$4 0 0', fontSize: '$sm', color: '$inkSoft', '& > :last-child': { marginBottom: 0 } });

/** Measurements (size line, lens height, weight), material, shape, rim, gender and description. */
export function FrameDetails({
  goods,
}: {
  goods: Pick<GoodsDetail, 'measurements' | 'material' | 'shape' | 'rim' | 'gender' | 'description_html' | 'content_lang'>;
}) {
  const { t } = useTranslation('product');
  // Content not (yet) translated into the shopper's language is marked as the language it is in, and said so.
  const { lang, untranslated } = useContentLang(goods.content_lang);
  const m = goods.measurements;
  const size = frameSize(m);
  const mm = (v: number | null) => (v == null ? null : t('details.mm', { value: v }));
  // [label, value, is a catalogue word (capitalised)]
  const rows: [string, string | null, boolean?][] = [
    [t('details.lensWidth'), mm(m.lens_width)],
    [t('details.bridge'), mm(m.bridge)],
    [t('details.temple'), mm(m.temple)],
    [t('details.lensHeight'), mm(m.lens_height)],
    [t('details.weight'), m.weight == null ? null : t('details.grams', { value: m.weight })],
    [t('details.material'), goods.material || null, true],
    [t('details.shape'), goods.shape || null, true],
    [t('details.rim'), goods.rim || null, true],
    [t('details.gender'), goods.gender || null, true],
  ];
  return (
    <Section aria-labelledby="frame-details">
      <h2 id="frame-details">{t('details.title')}</h2>
      {size && (
        <Size>
          <span className="visually-hidden">{t('details.size')}: </span>
          <SizeValue dir="ltr" data-testid="frame-size">
            {size}
          </SizeValue>
          <Hint>{t('details.sizeHint')}</Hint>
        </Size>
      )}
      <List>
        {rows
          .filter((r): r is [string, string, boolean?] => r[1] != null)
          .map(([label, value, word]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd data-word={word ? '' : undefined}>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
      </List>
      {goods.description_html && (
        <>
          <h3 className="visually-hidden">{t('details.description')}</h3>
          {/* Markdown rendered and sanitized by the server (api/goods/{id}), as the console's preview showed it. */}
          <Description dir="auto" lang={lang} dangerouslySetInnerHTML={{ __html: goods.description_html }} />
          {untranslated && <InEnglishNotice as="span" />}
        </>
      )}
    </Section>
  );
}
