// The lender pages' titles and the footer's links to them (decision 0311), from this flow's catalog
// (locales/en.po, compiled to locales/en.ts). Importing this module adds the catalog, so the words load with the
// page table that says them (the entry: the footer is on every page).
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say, withWords } from '#src/i18n/words.ts';
