import { styled } from '../../styles/theme';

/** The checkout's building blocks, shared by its sections and the address book. */
export const Section = styled('section', {
  padding: '$4',
  borderBlockEnd: '8px solid $canvas',
  '& > h2': { margin: '0 0 $3', fontSize: '$md', fontWeight: 700 },
});

export const Problem = styled('p', {
  margin: '$3 0 0',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$dangerSoft',
  color: '$danger',
  fontSize: '$sm',
  fontWeight: 600,
});

export const Note = styled('p', { margin: 0, color: '$inkSoft', fontSize: '$sm' });

/** A radio choice drawn as a card: the input stays visible, the whole card is the label. */
export const Choice = styled('label', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$3',
  border: '1px solid $line',
  borderRadius: '$md',
  backgroundColor: '$surface',
  cursor: 'pointer',
  fontSize: '$sm',
  '& + &': { marginTop: '$2' },
  '& > input': { flex: 'none', width: '0.44rem', height: '0.44rem', margin: '0.04rem 0 0', accentColor: 'var(--colors-brand)' },
  '&:has(input:checked)': { borderColor: '$brand', boxShadow: '0 0 0 1px $colors$brand', backgroundColor: '$brandSoft' },
  '&:has(input:disabled)': { cursor: 'default', opacity: 0.65 },
});

/** The text part of a Choice: a bold first line, then details. */
export const ChoiceText = styled('span', {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.04rem',
  color: '$inkSoft',
  '& strong': { color: '$ink', fontSize: '$md' },
});

/** An address as lines of text (book entries, the order's address). */
export function AddressLines({
  address,
}: {
  address: {
    firstname: string;
    lastname: string;
    phone: string;
    street: string;
    street2: string;
    city: string;
    region: string;
    postcode: string;
    country: string;
  };
}) {
  const place = [address.city, [address.region, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      <strong>
        {address.firstname} {address.lastname}
      </strong>
      <span>{[address.street, address.street2].filter(Boolean).join(', ')}</span>
      <span>{place}</span>
      <span>{address.country}</span>
      <span>
        <bdi dir="ltr">{address.phone}</bdi>
      </span>
    </>
  );
}
