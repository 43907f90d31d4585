// The app's own words (decision 0311): the error and result pages' titles, a failed start's reason and what the
// entry shows when a page fails to render, from its catalog (locales/en.po, compiled to locales/en.ts). Importing
// this module adds the catalog, so the words load with the app's machine, in the entry.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say, withWords } from '#src/i18n/words.ts';
