import { object, string, number, type InferType } from 'yup';
import { messages } from '../messages';

export const searchSchema = object({
  keywords: string().trim().required(messages.searchRequired).max(100),
});
export type SearchInput = InferType<typeof searchSchema>;

export const switchCurrencySchema = object({
  currency_id: number()
    .typeError(messages.currencyUnknown)
    .integer(messages.currencyUnknown)
    .positive(messages.currencyUnknown)
    .required(messages.currencyUnknown),
});
export type SwitchCurrencyInput = InferType<typeof switchCurrencySchema>;
