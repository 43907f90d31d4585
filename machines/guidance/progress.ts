// The guidance pages' progress (issue 18), from the page table (pages.ts) and the placement rules
// (steps.ts): the sections this portfolio asks in the order of their pages, and the page's place among the
// pages asked. The verification's status and statement pages stand for the 'ibv' step.
import { progressOf, type FlowProgress } from '../kit/progress.ts';
import { GUIDANCE_PATHS, GUIDANCE_STEPS, stepPath, type StepId } from './pages.ts';
import { sectionOf } from './pages.ts';
import { includedSteps, isStepDone } from './steps.ts';
import type { GuidanceContext } from './types.ts';
import { say, sectionWords } from './words.ts';

/** The step of a routed page's path pattern (a state's meta.path), or undefined for a page outside the steps (load failed). */
export function guidanceStepOfPath(path: string | undefined): StepId | undefined {
  if (path === GUIDANCE_PATHS.ibvStatus || path === GUIDANCE_PATHS.bankStatement) return 'ibv';
  return GUIDANCE_STEPS.find((s) => stepPath(s.step) === path)?.step;
}

export function guidanceProgress(context: GuidanceContext, step: StepId): FlowProgress | undefined {
  const progress = progressOf({
    name: say('guidance.progress.name'),
    pages: includedSteps(context),
    current: step,
    stageOf: sectionOf,
    labelOf: sectionWords,
    isDone: (page) => isStepDone(context, page),
  });
  return progress && { ...progress, current: sectionWords(sectionOf(step)) };
}
