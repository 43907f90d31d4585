// The disbursement wizard's page words (decision 0311), from this folder's catalog (locales/en.po, compiled to
// locales/en.ts): importing this module adds the catalog, so the words load with the wizard's parts. The pages'
// titles come with the flow's machine (machines/disbursement/words.ts), imported from there, not re-exported here
// (decision 0311: a re-export split the i18n runtime off the entry).
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
