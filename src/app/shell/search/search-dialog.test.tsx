import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '../../../i18n/runtime';
import { eventually, flush, serveShellData, shellHarness, testI18n } from '../../../../tests/support/shell-harness';
import SearchDialog from './search-dialog';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => serveShellData());

async function open() {
  const harness = shellHarness({ i18n });
  render(
    <harness.Wrapper>
      <SearchDialog props={{}} closing={false} onClose={() => {}} />
    </harness.Wrapper>,
  );
  await flush();
  return harness;
}

describe('search dialog', () => {
  it('puts the cursor in the search field and searches on Enter', async () => {
    const { location } = await open();
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, '  round frames {Enter}');
    expect(location.history.at(-1)).toBe('/search-result?keywords=round%20frames');
  });

  it('refuses an empty search on Enter and says why', async () => {
    const { location } = await open();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a search term');
    expect(location.history).toEqual(['/']);
  });

  it('lists popular searches from the shop (the app loader)', async () => {
    await open();
    const links = await eventually(() => {
      const found = screen.queryAllByRole('link');
      return found.length ? found : null;
    });
    expect(links.map((a) => a.textContent)).toEqual(['aviator', 'cat eye']);
  });
});
