// The shell's words (decision 0311): the signed-in header, the footer, a flow's progress, a retry, the snackbar,
// the error pages' link home and a start that failed, from this folder's catalog (locales/en.po, compiled to
// locales/en.ts). Importing this module adds the catalog, so the words load with the ui-kit chunk that shows them.
// Not for modules of the entry: they would pull the ui-kit chunk into it (the app's catalog, machines/app, is theirs).
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from './rich-words.tsx';
