import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Price } from './price';
import { currencies, eventually, shellHarness, testI18n } from '../../../tests/support/shell-harness';

const jpy = currencies.find((c) => c.symbol === 'JPY')!;

describe('Price', () => {
  it('shows a price in yen in whole units', async () => {
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    render(
      <Wrapper>
        <Price usd={29.95} currency={jpy} />
      </Wrapper>,
    );
    const price = await eventually(() => screen.queryByText('¥4,534'));
    expect(price.dataset.currency).toBe('JPY');
  });

  it('shows US dollars with two decimals by default', async () => {
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    render(
      <Wrapper>
        <Price usd={69} />
      </Wrapper>,
    );
    expect(await screen.findByText('$69.00')).toBeTruthy();
  });

  it('shows an amount in a given currency instead of the chosen one', async () => {
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    render(
      <Wrapper>
        <Price usd={100} currency={{ money: '€', symbol: 'EUR', exchange_rate: 0.9 }} />
      </Wrapper>,
    );
    expect(screen.getByText('€90.00')).toBeTruthy();
  });
});
