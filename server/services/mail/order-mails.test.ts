import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../contract/money-format';
import { movedMail, placedMail, type OrderMailFacts } from './order-mails';

const order = (currency: OrderMailFacts['currency']): OrderMailFacts => ({
  orderId: 7,
  orderNo: 'OS2611-ABC234',
  email: 'ada@example.com',
  total: 73.95,
  currency,
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

describe('the placed mail lists each line with its lenses and prescription', () => {
  it('a line of glasses: the lens rows priced, then R, L and PD in prescription notation; a bare frame alone', () => {
    const lens = {
      usage: 'progressive' as const,
      index: '1.67' as const,
      coatings: ['anti_reflective'],
      lens_price: 207,
      rows: [
        { kind: 'frame' as const, code: 'frame', name: 'Aria', price: 50 },
        { kind: 'usage' as const, code: 'progressive', name: 'Progressive', price: 119 },
        { kind: 'index' as const, code: '1.67', name: '1.67 Ultra-thin', price: 69 },
        { kind: 'coating' as const, code: 'anti_reflective', name: 'Anti-reflective', price: 19 },
      ],
      prescription: {
        right: { sph: -5.25, cyl: -0.75, axis: 90, add: 2, prism: null, base: null },
        left: { sph: -4.75, cyl: 0, axis: null, add: 2, prism: null, base: null },
        pd: 63,
        pd_right: null,
        pd_left: null,
      },
    };
    const text = placedMail('https://shop.example', {
      ...order({ symbol: 'USD', money: '$', exchange_rate: 1 }),
      lines: [
        { name: 'Aria', color: 'Black', qty: 1, lens },
        { name: 'Bold', color: '', qty: 2, lens: null },
      ],
    }).text;
    expect(text).toContain(
      '1 × Aria (Black)\n  Progressive +119.00, 1.67 Ultra-thin +69.00, Anti-reflective +19.00\n' +
        '  R SPH -5.25 CYL -0.75 AXIS 90 ADD +2.00\n  L SPH -4.75 ADD +2.00\n  PD 63\n2 × Bold\n\nTotal:',
    );
  });
});
