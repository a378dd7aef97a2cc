import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { SANDBOX_CARDS } from '../../contract/orders';
import { cardPayload, checkCard, formatCardNumber, formatExpiry, type CardFields } from './shared';

const validCard: CardFields = { name: 'Ada Lovelace', card_number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };

describe('the payment machines’ card form', () => {
  it('formats the card number in groups of 4 and the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('checks the card with the contract schema', () => {
    expect(checkCard({ name: '', card_number: '', expiry: '', cvc: '' })).toEqual({
      name: messages.cardNameRequired,
      card_number: messages.cardNumberInvalid,
      expiry: messages.cardExpiryInvalid,
      cvc: messages.cvcInvalid,
    });
    expect(checkCard({ ...validCard, card_number: '4242 4242 4242 4241' })).toEqual({ card_number: messages.cardNumberInvalid });
    expect(checkCard({ ...validCard, expiry: '01/20' })).toEqual({ expiry: messages.cardExpired });
    expect(checkCard(validCard)).toEqual({});
  });

  it('sends the card as the API takes it: the number’s digits, the rest trimmed', () => {
    expect(cardPayload({ name: ' Ada ', card_number: '4242 4242 4242 4242', expiry: ' 12/39', cvc: '123 ' })).toEqual({
      name: 'Ada',
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
  });
});
