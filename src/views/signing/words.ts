// The signing pages' words (decision 0311), from this folder's catalog (locales/en.po, compiled to locales/en.ts):
// importing this module adds the catalog, so the words load with the signing page's chunk. The pages' titles and the
// green message after signing are the flow's (machines/signing/words.ts).
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
