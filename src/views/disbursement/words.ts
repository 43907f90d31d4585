// The disbursement wizard's page words (decision 0311), from this folder's catalog (locales/en.po, compiled to
// locales/en.ts): importing this module adds the catalog, so the words load with the wizard's pages only. The
// words of the parts other flows borrow (the flow page, the calendar, the Truth-in-Lending box) are the parts'
// catalog (parts/words.ts); the pages' titles come with the flow's machine (machines/disbursement/words.ts).
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
