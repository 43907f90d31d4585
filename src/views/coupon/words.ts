// The coupon pages' words (decision 0311), from this folder's catalog (locales/en.po, compiled to locales/en.ts):
// importing this module adds the catalog, so the words load with the coupon pages only. The pages' titles come
// with the flow's machine (machines/coupon/words.ts).
import { addWords } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say } from '#src/i18n/words.ts';
export { RichWords } from '#src/ui/rich-words.tsx';

/** An amount for a {forgiven} or {saving} placeholder: the amount, or 'none' when there is nothing to say. */
export const orNone = (text: string | null | undefined): string => (text ? text : 'none');
