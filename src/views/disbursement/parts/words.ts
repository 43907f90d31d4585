// The words of the disbursement wizard's wording (decision 0311): fees, accounts, periods and the spoken countdown,
// from this folder's catalog (locales/en.po, compiled to locales/en.ts); the wizard's own pages' words are
// ../words.ts. The parts other flows show (the calendar, the option cards, the Truth-in-Lending box) are in src/ui,
// each with its catalog.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
