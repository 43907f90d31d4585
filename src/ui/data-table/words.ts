// The data table's words (the repayment schedule and history, a coupon's payments, Rates & Terms) (decision 0311), from this folder's catalog (locales/en.po, compiled to locales/en.ts):
// importing this module adds the catalog, so the words load with the part that says them, on every page showing it,
// and no flow's whole catalog with it.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
