import { styled } from '../../styles/theme';

/** A block of the home page (categories, a row of goods, popular searches). */
export const Section = styled('section', { padding: '$6 $4 $2' });
/** A block's heading. */
export const SectionTitle = styled('h2', { margin: '0 0 $4', paddingInline: '$1', fontSize: '$lg' });
/** What a block says when its data could not be loaded. */
export const SectionNote = styled('p', { margin: 0, color: '$inkSoft', fontSize: '$sm' });
