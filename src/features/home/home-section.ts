import { styled } from '../../styles/theme';

/** A block of the home page (categories, a row of goods, popular searches). */
export const Section = styled('section', { padding: '$6 $4 $2' });
