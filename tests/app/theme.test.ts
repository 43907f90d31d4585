import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, luminance, mix, parseHex, toHex } from '#src/theme/color.ts';
import { AA_NON_TEXT, AA_TEXT, INK, semanticColors, shadesOf, WHITE } from '#src/theme/palette.ts';
import { brandPalettes, createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { PORTFOLIO_110, PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';

const colorsOf = (p: typeof PORTFOLIO_110) => ({ primary: p.primaryColor, secondary: p.secondaryColor, third: p.thirdColor });

describe('colour arithmetic', () => {
  it('parses and prints #RRGGBB', () => {
    expect(parseHex('#1565c0')).toEqual([0x15, 0x65, 0xc0]);
    expect(toHex([21, 101, 192])).toBe('#1565C0');
    expect(() => parseHex('blue')).toThrow('Not a #RRGGBB colour: blue');
  });

  it('mixes in sRGB', () => {
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mix('#1565C0', '#FFFFFF', 0)).toBe('#1565C0');
  });

  it('computes WCAG contrast like the published examples', () => {
    expect(luminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe('brand palette', () => {
  it('has shades 50 to 950 around the brand colour, light to dark', () => {
    const shades = shadesOf('#1565C0');
    expect(Object.keys(shades)).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']);
    expect(shades['500']).toBe('#1565C0');
    const lightness = Object.values(shades).map(luminance);
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
  });

  it('keeps a dark brand colour as the solid with white text', () => {
    expect(semanticColors(shadesOf('#1C2434'))).toMatchObject({ solid: '#1C2434', contrast: WHITE, fg: '#1C2434' });
    expect(semanticColors(shadesOf('#1565C0'))).toMatchObject({ solid: '#1565C0', contrast: WHITE });
  });

  it('puts ink on a light brand colour (gold, light blue)', () => {
    expect(semanticColors(shadesOf('#C8A24A'))).toMatchObject({ solid: '#C8A24A', contrast: INK });
    expect(semanticColors(shadesOf('#64B5F6'))).toMatchObject({ solid: '#64B5F6', contrast: INK });
  });

  it('darkens a mid-tone that neither white nor ink can be read on', () => {
    const semantic = semanticColors(shadesOf('#E0218A'));
    expect(semantic.solid).not.toBe('#E0218A');
    expect(contrastRatio(semantic.solid, semantic.contrast)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['110', PORTFOLIO_110],
    ['118', PORTFOLIO_118],
    ['neutral', { ...PORTFOLIO_118, primaryColor: NEUTRAL_COLORS.primary, secondaryColor: NEUTRAL_COLORS.secondary, thirdColor: NEUTRAL_COLORS.third }],
  ])('passes WCAG AA for every pairing of portfolio %s', (_, portfolio) => {
    for (const { semantic } of Object.values(brandPalettes(colorsOf(portfolio)))) {
      expect(contrastRatio(semantic.solid, semantic.contrast)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(semantic.fg, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(semantic.fg, semantic.subtle)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(semantic.focusRing, WHITE)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });
});

describe('brand system', () => {
  it('holds only our recipes, our breakpoints and the brand palettes from the portfolio colours', () => {
    const system = createBrandSystem(colorsOf(PORTFOLIO_110));
    expect(Object.keys(system._config.theme?.recipes ?? {}).sort()).toEqual(['button', 'heading', 'link']);
    expect(system._config.theme?.slotRecipes ?? {}).toEqual({});
    // 600, 960, 1264 and 1904 px, which Chakra writes in rem
    expect(system.breakpoints.values.map((b) => b.min).filter(Boolean)).toEqual(['37.5rem', '60rem', '79rem', '119rem']);
    expect(system.token('colors.brand.500')).toBe('#1C2434');
    expect(system.token('colors.accent.500')).toBe('#C8A24A');
    expect(system.token('colors.tint.500')).toBe('#F6F1E4');
    expect(system.tokens.getByName('colors.accent.contrast')?.value).toBe(INK);
    expect(system.tokens.getByName('colors.brand.contrast')?.value).toBe('#FFFFFF');
  });

  it('has spacing in 4 px steps from 0 to 64 px', () => {
    const system = createBrandSystem(colorsOf(PORTFOLIO_118));
    expect([0, 1, 2, 4, 8, 16].map((step) => system.token(`spacing.${step}`))).toEqual(['0px', '4px', '8px', '16px', '32px', '64px']);
    expect(system.token('sizes.cardAction')).toBe('56px');
    expect(system.token('fontSizes.sm')).toBe('0.875rem');
  });
});

describe('style conditions', () => {
  // A `_name` the system does not know is written into the CSS as it is, a selector no element matches.
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? sources(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('has every condition a component under src/ names', () => {
    const known = new Set(createBrandSystem(NEUTRAL_COLORS).conditions.keys());
    const named = new Set(sources('src').flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/\b(_[a-z][A-Za-z]+)\s*[:=]/g)].map((match) => match[1]!)));
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });
});
