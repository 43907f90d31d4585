// The guidance flow's words (decision 0311): its page titles, section names and busy words, from its catalog
// (locales/en.po, compiled to locales/en.ts). Importing this module adds the catalog, so the words load with the
// machine that says them.
import type { Section } from '#src/domain/codes/application.ts';
import { addWords, say } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';

addWords(messages);

export { say, withWords } from '#src/i18n/words.ts';

/** A section's name as the progress and the page's caption say it ('Personal information'). */
export const sectionWords = (section: Section): string => say(`guidance.section.${section}`);
