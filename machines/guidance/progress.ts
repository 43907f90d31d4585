// The guidance pages' progress (issue 18), from the page table (pages.ts) and the placement rules
// (steps.ts): the sections this portfolio asks in the order of their pages, and the page's place among the
// pages asked. The verification's status and statement pages stand for the 'ibv' step.
import type { Section } from '#src/domain/codes/application.ts';
import type { FlowProgress, StageStatus } from '../kit/progress.ts';
import { GUIDANCE_PATHS, GUIDANCE_STEPS, stepPath, type StepId } from './pages.ts';
import { includedSteps, isStepDone } from './steps.ts';
import type { GuidanceContext } from './types.ts';
import { say, sectionWords } from './words.ts';

const sectionOf = (step: StepId): Section => GUIDANCE_STEPS.find((s) => s.step === step)!.section;

/** The step of a routed page's path pattern (a state's meta.path), or undefined for a page outside the steps (load failed). */
export function guidanceStepOfPath(path: string | undefined): StepId | undefined {
  if (path === GUIDANCE_PATHS.ibvStatus || path === GUIDANCE_PATHS.bankStatement) return 'ibv';
  return GUIDANCE_STEPS.find((s) => stepPath(s.step) === path)?.step;
}

export function guidanceProgress(context: GuidanceContext, step: StepId): FlowProgress | undefined {
  const steps = includedSteps(context);
  const index = steps.indexOf(step);
  if (index < 0) return undefined;
  const current = sectionOf(step);
  const sections = [...new Set(steps.map(sectionOf))];
  const statusOf = (section: Section): StageStatus => {
    if (section === current) return 'current';
    return steps.filter((s) => sectionOf(s) === section).every((s) => isStepDone(context, s)) ? 'done' : 'upcoming';
  };
  return {
    name: say('guidance.progress.name'),
    step: index + 1,
    of: steps.length,
    current: sectionWords(current),
    stages: sections.map((section) => ({ label: sectionWords(section), status: statusOf(section) })),
  };
}
