// The Chakra system of one brand: the base config's style props and the conditions we use, plus only our tokens and the
// recipes we use, with the brand's palettes built at boot from its three colours. No default theme: it
// would ship every recipe of the library and cost hundreds of milliseconds to create.
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { buttonRecipe, headingRecipe, linkRecipe } from '@chakra-ui/react/theme';
import { conditions } from './conditions.ts';
import { semanticColors, shadesOf, type BrandColors } from './palette.ts';
import { breakpoints, layerStyles, semanticTokens, textStyles, tokens } from './tokens.ts';
import { utilities } from './utilities.ts';

/** The brand's palettes: `brand` (primary), `accent` (secondary) and `tint` (third colour). */
export function brandPalettes({ primary, secondary, third }: BrandColors) {
  const palettes = { brand: primary, accent: secondary, tint: third };
  return Object.fromEntries(
    Object.entries(palettes).map(([name, base]) => {
      const shades = shadesOf(base);
      return [name, { shades, semantic: semanticColors(shades) }];
    }),
  ) as Record<keyof typeof palettes, { shades: ReturnType<typeof shadesOf>; semantic: ReturnType<typeof semanticColors> }>;
}

const asTokens = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }]));

// The systems built so far, by their colours: the server renders many pages of few brands (decision 0303).
const systems = new Map<string, SystemContext>();
const KEPT_SYSTEMS = 16;

/** The brand's system, built once per set of colours. */
export function createBrandSystem(colors: BrandColors): SystemContext {
  const key = `${colors.primary} ${colors.secondary} ${colors.third}`;
  let system = systems.get(key);
  if (!system) {
    system = buildBrandSystem(colors);
    if (systems.size >= KEPT_SYSTEMS) systems.delete(systems.keys().next().value!);
    systems.set(key, system);
  }
  return system;
}

function buildBrandSystem(colors: BrandColors): SystemContext {
  const palettes = brandPalettes(colors);
  const paletteTokens = Object.fromEntries(Object.entries(palettes).map(([name, palette]) => [name, asTokens(palette.shades)]));
  const paletteSemantics = Object.fromEntries(Object.entries(palettes).map(([name, palette]) => [name, asTokens(palette.semantic)]));
  return createSystem(
    // Only the style props (utilities) and the conditions we use.
    { utilities, conditions },
    defineConfig({
      preflight: true,
      cssVarsPrefix: 'ck',
      cssVarsRoot: ':where(html)',
      globalCss: {
        html: { color: 'fg', bg: 'bg', colorPalette: 'brand', fontFamily: 'body', lineHeight: 'normal' },
        // Spec section 9: the base body font is 14px.
        body: { fontSize: 'sm', minHeight: '100dvh' },
      },
      theme: {
        breakpoints,
        tokens: { ...tokens, colors: { ...tokens.colors, ...paletteTokens } },
        semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, ...paletteSemantics } },
        textStyles,
        layerStyles,
        recipes: {
          button: buttonRecipe,
          heading: headingRecipe,
          link: linkRecipe,
        },
      },
    }),
  );
}

/** Before a brand is known (the boot error page): a sober neutral blue. */
export const NEUTRAL_COLORS: BrandColors = { primary: '#1F4E79', secondary: '#5B7FA6', third: '#EEF3F8' };
