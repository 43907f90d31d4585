// The amount step's slider: the browser's own range input (no slider library: Chakra's, with Ark and Zag under it,
// was 9 KB gzip of the wizard's 40), styled to the brand. Its accessible name is its label; the keyboard moves it by
// the program's step (the arrows; Home and End to the ends, as every range input does); assistive technology reads
// its value as money (aria-valuetext), not as the cents it counts in. The track fills in the brand's colour up to the
// thumb; the focus ring is the app's yellow.
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatCurrency } from '#src/domain/format.ts';

const TRACK = '0.5rem';
const THUMB = '1.75rem';

const thumb = {
  appearance: 'none',
  width: THUMB,
  height: THUMB,
  borderRadius: 'full',
  background: '{colors.bg}',
  border: '3px solid {colors.brand.solid}',
  boxShadow: 'md',
  cursor: 'pointer',
} as const;
const track = { height: TRACK, borderRadius: 'full', border: '1px solid {colors.border}' } as const;
const focusRing = { boxShadow: '0 0 0 3px #FFBF47' } as const;

const Range = chakra('input', {
  base: {
    display: 'block',
    width: 'full',
    height: '10',
    margin: '0',
    background: 'transparent',
    appearance: 'none',
    cursor: 'pointer',
    outline: 'none',
    // Chromium and WebKit: the track's fill is a gradient up to the thumb (--filled, set from the value).
    '&::-webkit-slider-runnable-track': {
      ...track,
      background: 'linear-gradient(to right, {colors.brand.solid} var(--filled), {colors.bg.muted} var(--filled))',
    },
    '&::-webkit-slider-thumb': { ...thumb, marginTop: `calc((${TRACK} - ${THUMB}) / 2 - 1px)` },
    // Firefox: its own track, fill and thumb.
    '&::-moz-range-track': { ...track, background: '{colors.bg.muted}' },
    '&::-moz-range-progress': { height: TRACK, borderRadius: 'full', background: '{colors.brand.solid}' },
    '&::-moz-range-thumb': { ...thumb, boxSizing: 'border-box' },
    '&:focus-visible::-webkit-slider-thumb': focusRing,
    '&:focus-visible::-moz-range-thumb': focusRing,
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export type AmountRangeProps = {
  id: string;
  label: string;
  /** Cents. */
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (cents: number) => void;
  disabled?: boolean;
};

export function AmountRange({ id, label, min, max, step, value, onChange, disabled = false }: AmountRangeProps) {
  const filled = max > min ? ((value - min) / (max - min)) * 100 : 100;
  return (
    <Box>
      <chakra.label htmlFor={id} fontWeight="semibold" fontSize="md" display="block" mb="1">
        {label}
      </chakra.label>
      <Range
        type="range"
        id={id}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={formatCurrency(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        disabled={disabled}
        style={{ '--filled': `${filled}%` } as React.CSSProperties}
        data-amount-range=""
      />
      <Box display="flex" justifyContent="space-between" color="fg.muted" fontSize="sm" aria-hidden="true">
        <span>{formatCurrency(min)}</span>
        <span>{formatCurrency(max)}</span>
      </Box>
    </Box>
  );
}
