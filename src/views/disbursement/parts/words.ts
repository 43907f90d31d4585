// The words of the disbursement wizard's parts other flows borrow (decision 0311): the flow page, the option cards,
// the calendar, the Truth-in-Lending box, the wording of fees, accounts and periods, from this folder's catalog
// (locales/en.po, compiled to locales/en.ts). Importing this module adds the catalog, so the words load with those
// parts, on the signing, repayment and coupon pages too; the wizard's own pages' words are ../words.ts.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
