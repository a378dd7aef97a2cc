import { useId } from 'react';
import { useTranslation } from '../i18n/react';
import { styled } from '../styles/theme';
import { STAR_MAX } from '../../contract/constants';

const Stars = styled('span', { display: 'inline-flex', gap: '1px', color: '#f5a524', lineHeight: 0 });

const Choices = styled('fieldset', {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: '$1', fontSize: '$sm', fontWeight: 600 },
  '& .stars': { display: 'inline-flex', gap: '$1', color: '#f5a524' },
  '& label': {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    minWidth: '0.8rem',
    minHeight: '0.8rem',
    cursor: 'pointer',
    borderRadius: '$sm',
  },
  '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  '& label:has(input:focus-visible)': { outline: '2px solid $brand', outlineOffset: '1px' },
});

function Star({ fill, size }: { fill: number; size: string }) {
  // fill is 0..1: a partly filled star for ratings such as 4.5.
  const id = `star-${Math.round(fill * 100)}`;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="currentColor" />
          <stop offset={`${fill * 100}%`} stopColor="#d9dce1" />
        </linearGradient>
      </defs>
      <path fill={`url(#${id})`} d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
    </svg>
  );
}

export interface StarRatingProps {
  /** 0 to max; default 5 (spec section 3). */
  value?: number;
  max?: number;
  size?: string;
  /**
   * Makes the rating editable: one radio input per star (arrow keys move between them), named
   * "1 star" ... "5 stars", in a fieldset whose legend is `label`. Without it the rating is read-only.
   */
  onChange?(value: number): void;
  /** The editable rating's legend. */
  label?: string;
  /** Describes the editable rating (e.g. the id of its error message). */
  describedBy?: string;
}

/**
 * A star rating (spec: maximum 5, default 5, read-only by default), announced as text; with
 * `onChange` it is a group of radio inputs.
 */
export function StarRating({ value = STAR_MAX, max = STAR_MAX, size = '0.34rem', onChange, label, describedBy }: StarRatingProps) {
  const { t } = useTranslation('common');
  const name = useId();
  const v = Math.max(0, Math.min(max, value));
  if (onChange) {
    return (
      <Choices aria-describedby={describedBy}>
        <legend>{label ?? t('rating.choose')}</legend>
        <span className="stars">
          {Array.from({ length: max }, (_, i) => (
            <label key={i}>
              <input
                type="radio"
                name={name}
                value={i + 1}
                checked={Math.round(v) === i + 1}
                aria-label={t('rating.option', { count: i + 1 })}
                onChange={() => onChange(i + 1)}
              />
              <Star fill={i < v ? 1 : 0} size={size} />
            </label>
          ))}
        </span>
      </Choices>
    );
  }
  const rounded = Math.round(v * 10) / 10;
  return (
    <Stars role="img" aria-label={t('rating.label', { value: rounded, max })}>
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} fill={Math.max(0, Math.min(1, v - i))} size={size} />
      ))}
    </Stars>
  );
}
