// Design tokens of spec section 9, and only what our recipes and views use.
import { defineTokens, defineSemanticTokens, defineTextStyles, defineLayerStyles } from '@chakra-ui/react/styled-system';

/** Roughly the breakpoints of the original design: phone, tablet, laptop, desktop. */
export const breakpoints = { sm: '600px', md: '960px', lg: '1264px', xl: '1904px' };

const px = (value: number) => `${value}px`;
/** 4 px steps from 0 to 64 px (0..16); the half steps are the ones Chakra's recipes ask for. */
const spacingScale = Object.fromEntries(
  [...Array.from({ length: 17 }, (_, step) => step), 0.5, 1.5, 2.5, 3.5].map((step) => [String(step), { value: px(step * 4) }]),
);

export const CARD_ACTION_MIN_WIDTH = '56px';

const fontStack = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;

export const tokens = defineTokens({
  spacing: spacingScale,
  sizes: {
    ...spacingScale,
    full: { value: '100%' },
    min: { value: 'min-content' },
    max: { value: 'max-content' },
    fit: { value: 'fit-content' },
    prose: { value: '36rem' },
    /** A page of one form card (route meta width 'narrow', src/ui/layout.tsx). */
    narrow: { value: '36rem' },
    page: { value: '72rem' },
    cardAction: { value: CARD_ACTION_MIN_WIDTH },
  },
  fonts: {
    body: { value: fontStack },
    heading: { value: fontStack },
    brand: { value: `Georgia, "Times New Roman", serif` },
  },
  fontSizes: {
    xs: { value: '0.75rem' },
    sm: { value: '0.875rem' },
    md: { value: '1rem' },
    lg: { value: '1.125rem' },
    xl: { value: '1.25rem' },
    '2xl': { value: '1.5rem' },
    '3xl': { value: '1.875rem' },
    '4xl': { value: '2.25rem' },
  },
  fontWeights: { normal: { value: '400' }, medium: { value: '500' }, semibold: { value: '600' }, bold: { value: '700' } },
  lineHeights: { short: { value: '1.25' }, normal: { value: '1.5' } },
  letterSpacings: { tight: { value: '-0.015em' }, wide: { value: '0.04em' } },
  radii: {
    none: { value: '0' },
    xs: { value: '2px' },
    sm: { value: '4px' },
    md: { value: '6px' },
    lg: { value: '8px' },
    xl: { value: '12px' },
    '2xl': { value: '16px' },
    full: { value: '9999px' },
  },
  shadows: {
    sm: { value: '0 1px 2px rgba(17, 24, 39, 0.08)' },
    md: { value: '0 4px 16px rgba(17, 24, 39, 0.10)' },
    lg: { value: '0 12px 32px rgba(17, 24, 39, 0.14)' },
  },
  durations: { fast: { value: '150ms' }, moderate: { value: '200ms' } },
  zIndex: { topBar: { value: 10 }, snackbar: { value: 1400 } },
  cursor: { button: { value: 'pointer' } },
  colors: {
    white: { value: '#FFFFFF' },
    black: { value: '#000000' },
    transparent: { value: 'transparent' },
    gray: {
      50: { value: '#F9FAFB' },
      100: { value: '#F3F4F6' },
      200: { value: '#E5E7EB' },
      300: { value: '#D1D5DB' },
      600: { value: '#4B5563' },
      700: { value: '#374151' },
      900: { value: '#111827' },
    },
    // Errors next to fields and in the error summary: #B42318 on white is 6.6:1.
    red: { 50: { value: '#FEF3F2' }, 700: { value: '#B42318' } },
    // Ticked rules of the password checklist: #067647 on white is 5.9:1.
    green: { 50: { value: '#ECFDF3' }, 700: { value: '#067647' } },
    // The snackbar's looks (spec section 2): red for errors, dark grey otherwise, green after a signature
    // (the countdown home); white text on each >= 4.5:1.
    snackbar: { error: { value: '#C62828' }, info: { value: '#323232' }, success: { value: '#1B5E20' } },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: { value: '{colors.white}' },
      subtle: { value: '{colors.gray.50}' },
      muted: { value: '{colors.gray.100}' },
      error: { value: '{colors.red.50}' },
      success: { value: '{colors.green.50}' },
    },
    fg: {
      DEFAULT: { value: '{colors.gray.900}' },
      muted: { value: '{colors.gray.600}' },
      error: { value: '{colors.red.700}' },
      success: { value: '{colors.green.700}' },
    },
    // Form controls need 3:1 against white (WCAG 1.4.11): gray.600 is 7.6:1.
    border: {
      DEFAULT: { value: '{colors.gray.200}' },
      emphasized: { value: '{colors.gray.300}' },
      control: { value: '{colors.gray.600}' },
      error: { value: '{colors.red.700}' },
      success: { value: '{colors.green.700}' },
    },
  },
  radii: { l1: { value: '{radii.xs}' }, l2: { value: '{radii.md}' }, l3: { value: '{radii.lg}' } },
});

export const textStyles = defineTextStyles({
  xs: { value: { fontSize: 'xs', lineHeight: '1rem' } },
  sm: { value: { fontSize: 'sm', lineHeight: '1.25rem' } },
  md: { value: { fontSize: 'md', lineHeight: '1.5rem' } },
  lg: { value: { fontSize: 'lg', lineHeight: '1.75rem' } },
  xl: { value: { fontSize: 'xl', lineHeight: '1.875rem' } },
  '2xl': { value: { fontSize: '2xl', lineHeight: '2rem' } },
  '3xl': { value: { fontSize: '3xl', lineHeight: '2.375rem' } },
  '4xl': { value: { fontSize: '4xl', lineHeight: '2.75rem', letterSpacing: '-0.025em' } },
});

export const layerStyles = defineLayerStyles({
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
});
