import { useId, useState } from 'react';
import { lensThicknesses, type LensThickness } from '../../../contract/lens-thickness';
import { RX_RANGES, formatDioptre, type LensIndexOption } from '../../../contract/prescription';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const Power = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  marginBottom: '$4',
  '& label': { fontWeight: 600, fontSize: '$sm' },
  '& input': { width: '100%', minHeight: '$tap', accentColor: '$colors$brand' },
  '& output': { fontWeight: 700, fontSize: '$lg' },
});
const Rows = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' });
const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: '$3',
  alignItems: 'center',
  padding: '$3',
  border: '1px solid $line',
  borderRadius: '$md',
  '& .name': { fontWeight: 600, display: 'block' },
  '& .what': { fontSize: '$xs', color: '$inkSoft', display: 'block' },
  '& .mm': { fontSize: '$sm', display: 'block', marginTop: '$1' },
  '& .not': { fontSize: '$sm', color: '$danger', fontWeight: 600, display: 'block', marginTop: '$1' },
  variants: { made: { false: { '& svg': { opacity: 0.35 } } } },
});

/** Scale of the drawing: pixels per millimetre of thickness, and the drawing's width for the lens's 50 mm. */
const PX_PER_MM = 4;
const WIDTH = 96;

/** A lens seen edge on: thick at the edges (minus) or in the centre (plus), to scale. */
function CrossSection({ t }: { t: LensThickness }) {
  const h = 70;
  const mid = h / 2;
  const edge = (t.edge_mm * PX_PER_MM) / 2;
  const centre = (t.centre_mm * PX_PER_MM) / 2;
  const x0 = 4;
  const x1 = WIDTH - 4;
  const cx = WIDTH / 2;
  const path = `M${x0} ${mid - edge} Q${cx} ${mid - 2 * centre + edge} ${x1} ${mid - edge} L${x1} ${mid + edge} Q${cx} ${mid + 2 * centre - edge} ${x0} ${mid + edge} Z`;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${h}`} width={WIDTH} height={h} aria-hidden="true" focusable="false">
      <path d={path} fill="#cfe6f5" stroke="#2a6f97" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * How thick each lens index is for the shopper's strongest power (contract/lens-thickness.ts): a
 * slider over the SPH range, a cross-section per index, and which indices are not made for it.
 */
export function LensThicknessChart({ indices }: { indices: LensIndexOption[] }) {
  const { t } = useTranslation('product');
  const id = useId();
  const [power, setPower] = useState(-4);
  const byIndex = new Map(indices.map((i) => [i.code, i]));
  return (
    <>
      <Power>
        <label htmlFor={id}>{t('lensDetail.powerLabel')}</label>
        <input
          id={id}
          type="range"
          min={RX_RANGES.sph.min}
          max={RX_RANGES.sph.max}
          step={RX_RANGES.sph.step}
          value={power}
          aria-valuetext={formatDioptre(power)}
          onChange={(e) => setPower(Number(e.target.value))}
        />
        <output htmlFor={id} aria-live="polite">
          {formatDioptre(power)}
        </output>
      </Power>
      <Rows>
        {lensThicknesses(power).map((lens) => {
          const option = byIndex.get(lens.index);
          return (
            <Row key={lens.index} made={lens.made}>
              <CrossSection t={lens} />
              <div>
                <span className="name">{option?.name ?? lens.index}</span>
                {option && <span className="what">{option.material}</span>}
                <span className="mm">{t('lensDetail.thickness', { centre: lens.centre_mm.toFixed(1), edge: lens.edge_mm.toFixed(1) })}</span>
                {!lens.made && <span className="not">{t('lensDetail.notMade')}</span>}
              </div>
            </Row>
          );
        })}
      </Rows>
    </>
  );
}
