import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../contract/money-format';
import { movedMail, placedMail, type OrderMailFacts } from './order-mails';

const order = (currency: OrderMailFacts['currency']): OrderMailFacts => ({
  orderId: 7, orderNo: 'OS2611-ABC234', email: 'ada@example.com', total: 73.95, currency,
});
const eur = { symbol: 'EUR', money: '€', exchange_rate: 0.92 };
const jpy = { symbol: 'JPY', money: '¥', exchange_rate: 151.4 };

describe('order mails show the total as the app does', () => {
  it('in euros: converted at the order rate, rounded to the cent', () => {
    const placed = placedMail('https://shop.example', order(eur));
    expect(placed.text).toContain('Total: €68.03\n'); // 73.95 × 0.92 = 68.034
    expect(movedMail('https://shop.example', order(eur), 'paid')!.text).toContain('your payment of €68.03 for order OS2611-ABC234');
  });

  it('in yen: whole yen, grouped, no decimals', () => {
    const placed = placedMail('https://shop.example', order(jpy));
    expect(placed.text).toContain('Total: ¥11,196\n'); // 73.95 × 151.4 = 11196.03
    expect(movedMail('https://shop.example', order(jpy), 'paid')!.text).toContain('your payment of ¥11,196 for');
  });

  it('writes the figure the app’s formatter writes for the same order', () => {
    for (const c of [eur, jpy, { symbol: 'USD', money: '$', exchange_rate: 1 }]) {
      expect(placedMail('https://shop.example', order(c)).text).toContain(`Total: ${formatMoney(73.95, c, 'en')}\n`);
    }
  });
});
