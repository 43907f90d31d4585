// A Chakra colour palette (shades 50 to 950 and the semantic tokens the recipes read) built from one brand
// colour, with every text pairing checked against WCAG AA: 4.5:1 for text, 3:1 for focus rings and borders.
import { contrastRatio, mix } from './color.ts';

export const WHITE = '#FFFFFF';
/** Dark text on light brand colours (gold, light blue). */
export const INK = '#111827';

export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export const SHADE_STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type Shade = (typeof SHADE_STEPS)[number];
export type Shades = Record<Shade, string>;

// Lighter shades mix in white, darker ones black; 500 is the brand colour itself.
const MIX: Record<Shade, [string, number]> = {
  '50': [WHITE, 0.94],
  '100': [WHITE, 0.86],
  '200': [WHITE, 0.72],
  '300': [WHITE, 0.52],
  '400': [WHITE, 0.26],
  '500': [WHITE, 0],
  '600': ['#000000', 0.14],
  '700': ['#000000', 0.3],
  '800': ['#000000', 0.45],
  '900': ['#000000', 0.6],
  '950': ['#000000', 0.74],
};

export function shadesOf(base: string): Shades {
  return Object.fromEntries(SHADE_STEPS.map((step) => [step, mix(base, MIX[step][0], MIX[step][1])])) as Shades;
}

export type SemanticColors = {
  solid: string;
  contrast: string;
  fg: string;
  muted: string;
  subtle: string;
  emphasized: string;
  focusRing: string;
  border: string;
};

const DARKER: readonly Shade[] = ['500', '600', '700', '800', '900', '950'];

/**
 * The roles of a palette. `solid` stays the brand colour when white or ink text reaches 4.5:1 on it, and
 * darkens otherwise; `fg` is the first shade readable on both white and the palette's subtle background.
 */
export function semanticColors(shades: Shades): SemanticColors {
  const base = shades['500'];
  const onBase = contrastRatio(base, WHITE) >= AA_TEXT ? WHITE : contrastRatio(base, INK) >= AA_TEXT ? INK : undefined;
  const solidShade = onBase ? '500' : (DARKER.find((step) => contrastRatio(shades[step], WHITE) >= AA_TEXT) ?? '950');
  const solid = shades[solidShade];
  const subtle = shades['100'];
  const fgShade = DARKER.find((step) => contrastRatio(shades[step], subtle) >= AA_TEXT && contrastRatio(shades[step], WHITE) >= AA_TEXT) ?? '950';
  const ringShade = DARKER.find((step) => contrastRatio(shades[step], WHITE) >= AA_NON_TEXT) ?? '950';
  return {
    solid,
    contrast: onBase ?? (contrastRatio(solid, WHITE) >= contrastRatio(solid, INK) ? WHITE : INK),
    fg: shades[fgShade],
    subtle,
    muted: shades['200'],
    emphasized: shades['300'],
    focusRing: shades[ringShade],
    border: shades[ringShade],
  };
}

export type BrandColors = { primary: string; secondary: string; third: string };
