import { useTranslation } from '../i18n/react';
import { styled } from '../styles/theme';
import { STAR_MAX } from '../../contract/constants';

const Stars = styled('span', { display: 'inline-flex', gap: '1px', color: '#f5a524', lineHeight: 0 });

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
}

/** A read-only star rating (spec: maximum 5, default 5, read-only by default), announced as text. */
export function StarRating({ value = STAR_MAX, max = STAR_MAX, size = '0.34rem' }: StarRatingProps) {
  const { t } = useTranslation('common');
  const v = Math.max(0, Math.min(max, value));
  const rounded = Math.round(v * 10) / 10;
  return (
    <Stars role="img" aria-label={t('rating.label', { value: rounded, max })}>
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} fill={Math.max(0, Math.min(1, v - i))} size={size} />
      ))}
    </Stars>
  );
}
