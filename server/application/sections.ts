// The guidance sections each portfolio asks, in order: the one place that says so. Bluepeak (118) asks the
// borrower's questions (bankruptcy, loan purpose); Goldcrest (110) does not. Portfolios not listed ask the
// default. The disbursement sections (loan detail, schedule, fees) follow them in list-section only
// (server/disbursement/sections.ts).
import { SECTION, sectionLabel, type Section } from '#src/domain/codes/application.ts';

/** Sections whose answers the borrower types (record-business-data stores them). */
export const ANSWER_SECTIONS = [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.question] as const;
export type AnswerSection = (typeof ANSWER_SECTIONS)[number];

const DEFAULT_SECTIONS: readonly Section[] = [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.ibv, SECTION.summary];

const BY_PORTFOLIO: ReadonlyMap<number, readonly Section[]> = new Map([
  [110, DEFAULT_SECTIONS],
  // In the order of the guidance pages (machines/guidance/steps.ts): the questions come before the bank.
  [118, [SECTION.personal, SECTION.employment, SECTION.question, SECTION.bank, SECTION.ibv, SECTION.summary]],
]);

/**
 * The first guidance page of each section, as its URL after /guidance/ (the guidance statechart's steps,
 * machines/guidance/steps.ts; the server may not import machines). A complete-information link opens it.
 */
const FIRST_STEP: Readonly<Partial<Record<Section, string>>> = {
  [SECTION.personal]: 'personal/name',
  [SECTION.employment]: 'employment/income',
  [SECTION.question]: 'question/about',
  [SECTION.bank]: 'bank/account',
  [SECTION.ibv]: 'ibv',
  [SECTION.summary]: 'summary',
};

export function firstStepOf(section: Section): string {
  return FIRST_STEP[section] ?? section;
}

export function sectionsOf(portfolioId: number): readonly Section[] {
  return BY_PORTFOLIO.get(portfolioId) ?? DEFAULT_SECTIONS;
}

export function asks(portfolioId: number, section: Section): boolean {
  return sectionsOf(portfolioId).includes(section);
}

export function labelOf(section: Section): string {
  return sectionLabel(section) ?? section;
}
