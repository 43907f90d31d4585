// The debit card entry's words (decision 0311), from this folder's catalog (locales/en.po, compiled to
// locales/en.ts): importing this module adds the catalog, so the words load with the card entry only, on the pages
// that take a card (the wizard's repayment mode, a way to pay, a coupon's schedule), and no flow's whole catalog with it.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
