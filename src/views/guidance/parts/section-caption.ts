import { GUIDANCE_STEPS, type StepId } from '#machines/guidance/pages.ts';
import { sectionWords } from '#machines/guidance/words.ts';

/** The section a page belongs to, as the caption above its heading, and its back target. */
export function pageOf(step: StepId): { caption: string; back: string } {
  const page = GUIDANCE_STEPS.find((s) => s.step === step)!;
  return { caption: sectionWords(page.section), back: page.back };
}
