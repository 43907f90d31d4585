// The brand's system knows only the style props we use (src/theme/utilities.ts, issue 15). One left out would be
// written as plain CSS with its token unresolved, so every Chakra utility named in our sources, in the recipes
// we register and in the Chakra components we render must be in the list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { buttonRecipe, headingRecipe, linkRecipe } from '@chakra-ui/react/theme';
import { STYLE_UTILITIES } from '#src/theme/utilities.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';

const sources = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path, pattern) : pattern.test(entry.name) ? [path] : [];
  });

const CHAKRA_COMPONENTS = join('node_modules', '@chakra-ui', 'react', 'dist', 'esm', 'components');

/** The Chakra components our sources import (`@chakra-ui/react/<name>`). */
const componentsUsed = (files: string[]) =>
  new Set(files.flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)].map((match) => match[1]!)));

/**
 * Every name used as a prop (`name=`), a boolean prop (`<chakra.span srOnly />`: a name before `/>`, `>` or the
 * next prop) or an object key (`name:`) in the files and objects.
 */
function namesIn(files: string[], objects: unknown[]): Set<string> {
  const patterns = [/\b([a-zA-Z_]+)\s*(?:=\{|="|:)/g, /\s([a-zA-Z_]+)(?=\s*\/?>|\s+[a-zA-Z_]+=[{"])/g];
  const names = new Set(files.flatMap((path) => patterns.flatMap((pattern) => [...readFileSync(path, 'utf8').matchAll(pattern)].map((match) => match[1]!))));
  const collect = (value: unknown) => {
    if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        names.add(key);
        collect(inner);
      }
  };
  objects.forEach(collect);
  return names;
}

describe('style props (utilities)', () => {
  const ours = sources('src', /\.tsx?$/);
  const components = [...componentsUsed(ours)].flatMap((name) => {
    try {
      return sources(join(CHAKRA_COMPONENTS, name), /\.js$/);
    } catch {
      return []; // styled-system, theme, preset-base: not components
    }
  });
  const names = namesIn([...ours, ...components], [buttonRecipe, headingRecipe, linkRecipe]);
  const all = defaultBaseConfig.utilities ?? {};
  const shorthands = (name: string) => ([] as string[]).concat((all[name] as { shorthand?: string | string[] } | undefined)?.shorthand ?? []);

  it('the system has every utility our views, recipes and Chakra components name, by its name or its shorthand', () => {
    const named = Object.keys(all).filter((name) => names.has(name) || shorthands(name).some((short) => names.has(short)));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((name) => !(STYLE_UTILITIES as readonly string[]).includes(name))).toEqual([]);
  });

  it('the system resolves the tokens of a listed style prop and its shorthand', () => {
    const system = createBrandSystem(NEUTRAL_COLORS);
    expect(system.css({ bg: 'bg.muted', p: '4' })).toMatchObject({ background: 'var(--ck-colors-bg-muted)', padding: 'var(--ck-spacing-4)' });
  });

  it('a brand is built once: the same colours give the same system', () => {
    expect(createBrandSystem({ ...NEUTRAL_COLORS })).toBe(createBrandSystem(NEUTRAL_COLORS));
  });
});
