// The style conditions (`_hover`, `_disabled`, ...) our system knows: Chakra's base config defines 104, and
// its styling runtime scans the whole list for every style key it serializes, at boot and at every render.
// These are the interaction, form and media states our components and recipes use or are likely to; a test
// (tests/app/theme.test.ts) fails when a component under src/ names one that is not here.
import { defaultConditions } from '@chakra-ui/react/preset-base';

const USED = [
  'hover',
  'active',
  'focus',
  'focusWithin',
  'focusVisible',
  'disabled',
  'readOnly',
  'checked',
  'indeterminate',
  'invalid',
  'required',
  'expanded',
  'open',
  'closed',
  'selected',
  'pressed',
  'loading',
  'current',
  'currentPage',
  'placeholder',
  'placeholderShown',
  'autofill',
  'before',
  'after',
  'first',
  'last',
  'notFirst',
  'notLast',
  'icon',
  'motionReduce',
  'motionSafe',
  'highContrast',
  'print',
] as const satisfies readonly (keyof typeof defaultConditions)[];

export const conditions: Record<string, string | string[]> = Object.fromEntries(USED.map((name) => [name, defaultConditions[name]]));
