// The validation rules' words (decision 0311): each rule answers a message id and its values (RuleMessage), and
// this catalog (locales/en.po, compiled to locales/en.ts) says them. The domain is shared: in the browser the
// words are said in the language shown; the server activates no other locale, so it answers in English, the
// spec's messages verbatim.
import { addWords, say, type WordValues } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

/** What a broken rule says, before it is said: an id of this catalog ('rule.required.message') and its values. */
export type RuleMessage = { id: string; values?: WordValues };

/** The words of a rule's message in the active locale. */
export const sayRule = ({ id, values }: RuleMessage): string => say(id, values);

export { say };
