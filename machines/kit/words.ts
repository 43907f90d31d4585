// The shared machine code's words (decision 0311), from its catalog (locales/en.po, compiled to locales/en.ts):
// what the loading overlay says when nothing more is known. A failure without a message of its own is said as the
// result code -10500 (src/api/contract/result-words.ts), not here.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
