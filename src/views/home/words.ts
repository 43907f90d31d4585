// The home page's words (decision 0311), from this folder's catalog (locales/en.po, compiled to locales/en.ts):
// importing this module adds the catalog, so the words load with the home page's chunk. The shared form words
// come with src/ui/forms/words.ts; the page's title and the notice after adding a loan with the flow's machine.
import { addWords } from '#src/i18n/words.ts';
import '#src/ui/forms/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
