// The words every form shares (decision 0311), from this folder's catalog (locales/en.po, compiled to
// locales/en.ts): importing this module adds the catalog, so the words load with the forms' chunk (ui-kit).
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
