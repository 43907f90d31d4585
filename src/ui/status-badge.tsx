// A state in words on a small pill: green when done, amber while waiting, red when it needs the borrower.
// The word carries the meaning; the colour only repeats it.
import { chakra } from '@chakra-ui/react/styled-system';

/** How a state reads: done, waiting, needing the borrower, or neither. */
export type StatusTone = 'good' | 'waiting' | 'bad' | 'neutral';

const TONES: Readonly<Record<StatusTone, { bg: string; color: string }>> = {
  good: { bg: 'bg.success', color: 'fg.success' },
  waiting: { bg: '#FFFAEB', color: '#93370D' },
  bad: { bg: 'bg.error', color: 'fg.error' },
  neutral: { bg: 'bg.muted', color: 'fg' },
};

export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  const { bg, color } = TONES[tone];
  return (
    <chakra.span display="inline-block" px="2" py="0.5" borderRadius="full" bg={bg} color={color} fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
      {children}
    </chakra.span>
  );
}
