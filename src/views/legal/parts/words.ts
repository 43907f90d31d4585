// The lender pages' words (decision 0311), from their catalog (locales/en.po, compiled to locales/en.ts):
// importing this module adds the catalog, so the words load with the lender pages' shared parts.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
