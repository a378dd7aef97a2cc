import { awaitsPrescription, eyeNotation, pdNotation, type LineLens } from '../../../contract/prescription';
import { useMoney } from '../currency/use-money';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const Rows = styled('dl', {
  margin: '$1 0 0',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '0 $2',
  fontSize: '$xs',
  color: '$inkSoft',
  '& dt, & dd': { margin: 0 },
  '& dd': { textAlign: 'end' },
});
const Rx = styled('p', { margin: '$1 0 0', fontSize: '$xs', color: '$inkSoft', direction: 'ltr', unicodeBidi: 'isolate' });

/** A line's lenses: the price a row each (frame first), then the prescription in its usual notation. */
export function LensRows({ lens }: { lens: LineLens }) {
  const { t } = useTranslation('product');
  const money = useMoney();
  return (
    <div>
      <Rows aria-label={t('lenses.rowsLabel')}>
        {lens.rows.map((r) => (
          <div key={`${r.kind}-${r.code}`} style={{ display: 'contents' }}>
            <dt>{r.kind === 'frame' ? t('lenses.frameRow') : r.name}</dt>
            <dd>{money(r.price)}</dd>
          </div>
        ))}
      </Rows>
      {awaitsPrescription(lens) && <Rx role="note">{t('lenses.photoWaiting')}</Rx>}
      {lens.prescription ? (
        <Rx>
          {t('lenses.rightEye')} {eyeNotation(lens.prescription.right)} · {t('lenses.leftEye')} {eyeNotation(lens.prescription.left)} · PD{' '}
          {pdNotation(lens.prescription)}
        </Rx>
      ) : (
        !lens.photo_id && <Rx>{t('lenses.noPrescription')}</Rx>
      )}
    </div>
  );
}
