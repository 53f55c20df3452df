import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineColorScheme,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, MIN_TEXT_CONTRAST, theme } from './theme.ts';

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const paletteColors = Object.keys(fullTheme.colors).filter((name) => name !== 'dark');

/** The colour a CSS variable ends up as in one scheme: Mantine's defaults, then the app's resolver. */
function colorOf(scheme: Exclude<MantineColorScheme, 'auto'>) {
  const defaults = defaultCssVariablesResolver(fullTheme);
  const app = cssVariablesResolver(fullTheme);
  const variables: Record<string, string> = {
    ...defaults.variables,
    ...defaults[scheme],
    ...app.variables,
    ...app[scheme],
  };
  const resolve = (name: string): string => {
    const value = variables[name];
    if (value === undefined) throw new Error(`no variable ${name}`);
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
    return reference ? resolve(reference[1]!) : value;
  };
  return resolve;
}

const light = colorOf('light');
const dark = colorOf('dark');
const { white, colors } = fullTheme;
/** Where text sits: the page, papers and cards, and the tinted rows of lists. */
const lightSurfaces = {
  body: light('--mantine-color-body'),
  'gray-0': colors.gray[0],
  'gray-1': colors.gray[1],
};
const darkSurfaces = {
  body: dark('--mantine-color-body'),
  'dark-6': colors.dark[6],
  'dark-5': colors.dark[5],
};

function expectReadable(foreground: string, backgrounds: Record<string, string>, what: string) {
  for (const [surface, background] of Object.entries(backgrounds)) {
    const ratio = contrastRatio(foreground, background);
    expect(
      ratio,
      `${what} (${foreground}) on ${surface} (${background}): ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  }
}

describe('theme colours (WCAG AA, 4.5:1 for text)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('dimmed text reads on light surfaces', () => {
    expectReadable(light('--mantine-color-dimmed'), lightSurfaces, 'dimmed');
  });

  it('dimmed text reads on dark surfaces', () => {
    expectReadable(dark('--mantine-color-dimmed'), darkSurfaces, 'dimmed');
  });

  it('links read on the page in both schemes', () => {
    expectReadable(light('--mantine-color-anchor'), lightSurfaces, 'link');
    expectReadable(dark('--mantine-color-anchor'), darkSurfaces, 'link');
  });

  it('field errors and success messages read in both schemes', () => {
    for (const variable of ['--mantine-color-error', '--mantine-color-success']) {
      expectReadable(light(variable), lightSurfaces, variable);
      expectReadable(dark(variable), darkSurfaces, variable);
    }
  });

  it('underlines links, so a link in a sentence is not told apart by colour alone', () => {
    expect(fullTheme.components.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });

  it('white text reads on the primary buttons', () => {
    expectReadable(white, { 'light filled': light('--mantine-primary-color-filled') }, 'button text');
    expectReadable(white, { 'dark filled': dark('--mantine-primary-color-filled') }, 'button text');
  });

  it.each(paletteColors)(
    '%s: coloured text, the light variant and the filled variant read in both schemes',
    (color) => {
      expectReadable(light(`--mantine-color-${color}-text`), lightSurfaces, `${color} text`);
      expectReadable(dark(`--mantine-color-${color}-text`), darkSurfaces, `${color} text`);
      expectReadable(light(`--mantine-color-${color}-outline`), lightSurfaces, `${color} outline`);
      for (const [scheme, resolve] of [
        ['light', light],
        ['dark', dark],
      ] as const) {
        expectReadable(
          resolve(`--mantine-color-${color}-light-color`),
          {
            [`${scheme} ${color}-light`]: resolve(`--mantine-color-${color}-light`),
            [`${scheme} ${color}-light-hover`]: resolve(`--mantine-color-${color}-light-hover`),
          },
          `${color} light variant`,
        );
        expectReadable(
          white,
          {
            [`${scheme} ${color}-filled`]: resolve(`--mantine-color-${color}-filled`),
            [`${scheme} ${color}-filled-hover`]: resolve(`--mantine-color-${color}-filled-hover`),
          },
          'white text',
        );
      }
    },
  );
});
