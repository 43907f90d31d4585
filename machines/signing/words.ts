// The signing flow's words (decision 0311): its pages' titles and the green message after a signature, from its
// catalog (locales/en.po, compiled to locales/en.ts). Importing this module adds the catalog, so the words load with
// the machine that says them.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say, withWords } from '#src/i18n/words.ts';
