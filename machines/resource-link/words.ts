// The resource-link page's words (decision 0311): its title, from this flow's catalog (locales/en.po, compiled to
// locales/en.ts). Importing this module adds the catalog, so the words load with the page table that says them.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say, withWords } from '#src/i18n/words.ts';
