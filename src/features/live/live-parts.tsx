import { styled } from '../../styles/theme';

/** A line of the room's status (viewers, reconnecting...) or of the chat's sign-in prompt. */
export const Status = styled('p', { margin: '$2 0', fontSize: '$sm', color: '$inkSoft' });

/** A part of the big player (the chat, the products) with its heading. */
export const Section = styled('section', { marginTop: '$4', '& h3': { fontSize: '$md', margin: '0 0 $2' } });
