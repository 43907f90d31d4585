// The guidance pages' words (decision 0311), from this folder's catalog (locales/en.po, compiled to
// locales/en.ts): importing this module adds the catalog, so the words load with the guidance views' parts
// (and with the form parts other flows borrow from them). The shared form words come with src/ui/forms/words.ts;
// the pages' titles and section names with the flow's machine (machines/guidance/words.ts), imported from there:
// re-exported from here, the bundler split the i18n runtime off the entry into a chunk (one more request) of its own.
import { addWords } from '#src/i18n/words.ts';
import '#src/ui/forms/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
