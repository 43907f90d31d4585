// The accounts flow's page words (decision 0311), from its views' catalog (locales/en.po, compiled to
// locales/en.ts): importing this module adds the catalog, so the words load with the account-parts chunk every
// accounts page downloads. The shared form words come with src/ui/forms/words.ts.
import { addWords } from '#src/i18n/words.ts';
import '#src/ui/forms/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
