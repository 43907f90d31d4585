// The repayment pages' words (decision 0311), from this folder's catalog (locales/en.po, compiled to
// locales/en.ts): importing this module adds the catalog, so the words load with the repayment views' parts (and
// with the card entry the coupon pages borrow). The pages' titles and the notices come with the flow's machine
// (machines/repayment/words.ts).
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';
