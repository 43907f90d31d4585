// The option cards' words (the wizard's modes, a way to pay, a coupon's plan) (decision 0311), from this folder's catalog (locales/en.po, compiled to locales/en.ts):
// importing this module adds the catalog, so the words load with the part that says them, on every page showing it,
// and no flow's whole catalog with it.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
