// The home flow's words (decision 0311): its page's title and the notice its statechart sets, from its catalog
// (locales/en.po, compiled to locales/en.ts). Importing this module adds the catalog, so the words load with the
// machine that says them; its Spanish (locales/es.po) downloads only when Spanish is activated.
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages, { es: () => import('./locales/es.ts') });

export { say, withWords } from '#src/i18n/words.ts';
