import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { StarRating } from './star-rating';
import { shellHarness, testI18n } from '../../tests/support/shell-harness';

function Editable() {
  const [value, setValue] = useState(5);
  return <StarRating value={value} onChange={setValue} label="Rate this frame" />;
}

describe('StarRating', () => {
  it('is read-only by default: an image named by its value', async () => {
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    render(
      <Wrapper>
        <StarRating value={3} />
      </Wrapper>,
    );
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('with onChange is a group of five named radio inputs, the value checked', async () => {
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    render(
      <Wrapper>
        <Editable />
      </Wrapper>,
    );
    const group = screen.getByRole('group', { name: 'Rate this frame' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(false);
  });
});
