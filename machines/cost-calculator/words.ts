// The cost calculator's words (decision 0311), from its catalog (locales/en.po, compiled to locales/en.ts): its
// view says them, and importing this module adds the catalog, so the words download with the calculator's
// chunk, only when the visitor opens it.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { i18n, say } from '#src/i18n/words.ts';
