import {
  createTheme,
  darken,
  lighten,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

/** WCAG 2 AA for normal-size text: the least contrast any text colour of the app may have. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The first of `candidates` that reads at 4.5:1 on every one of `backgrounds`; when none does, the
 * last candidate darkened (light backgrounds) or lightened (dark ones) step by step until it does.
 */
function readable(candidates: readonly string[], backgrounds: readonly string[]): string {
  const passes = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= MIN_TEXT_CONTRAST);
  const found = candidates.find(passes);
  if (found) return found;
  const last = candidates[candidates.length - 1]!;
  const onDark = backgrounds.every((bg) => luminance(bg) < luminance(last));
  let color = last;
  for (let step = 0.05; step <= 1 && !passes(color); step += 0.05) {
    color = onDark ? lighten(last, step) : darken(last, step);
  }
  return color;
}

/** A background that white text reads on: the first shade that passes, else the last one darkened. */
function underWhiteText(candidates: readonly string[]): string {
  const found = candidates.find((color) => contrastRatio('#ffffff', color) >= MIN_TEXT_CONTRAST);
  if (found) return found;
  const last = candidates[candidates.length - 1]!;
  let color = last;
  for (let step = 0.05; step <= 1 && contrastRatio('#ffffff', color) < MIN_TEXT_CONTRAST; step += 0.05) {
    color = darken(last, step);
  }
  return color;
}

/**
 * The class of every Mantine input box (text, select, password, textarea…): app.css draws a clear focus
 * ring around it, where Mantine only changes the border's colour.
 */
export const INPUT_FOCUS_CLASS = 'congregate-input';

/**
 * Inputs carry `data-autofocus`, which only Mantine's focus trap reads: a dialog or drawer opens with
 * focus on its first field instead of its close button (a dialog without fields still focuses its
 * first button).
 */
const FIRST_FIELD = { 'data-autofocus': true } as const;

const shades = (tuple: MantineColorsTuple, indexes: readonly number[]) => indexes.map((i) => tuple[i]!);

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 of indigo gives white button text only 4.3:1; 7 gives 5:1 (light), 8 in dark as before.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Forms mark the optional fields instead; the asterisk would also end up in the fields' accessible names.
    InputWrapper: { defaultProps: { withAsterisk: false } },
    Select: { defaultProps: { withAsterisk: false, ...FIRST_FIELD } },
    // Plain objects, not `Input.extend(…)`: that would put the components' code into the entry script.
    Input: { classNames: { input: INPUT_FOCUS_CLASS } },
    TextInput: { defaultProps: { withAsterisk: false, ...FIRST_FIELD } },
    Textarea: { defaultProps: FIRST_FIELD },
    Autocomplete: { defaultProps: FIRST_FIELD },
    NumberInput: { defaultProps: FIRST_FIELD },
    // The show/hide button is reached with Tab like any other button (Mantine leaves it out).
    PasswordInput: {
      defaultProps: { withAsterisk: false, visibilityToggleFocusable: true, ...FIRST_FIELD },
    },
    // A link inside a sentence must not be told from the text by its colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A spinner is named by its `aria-label`; a bare span may not carry one (axe `aria-prohibited-attr`, serious),
    // so it is a progress bar of no known value, which may (WAI-ARIA 1.2).
    Loader: { defaultProps: { role: 'progressbar' } },
  },
});

/**
 * Text colours that read at 4.5:1 (WCAG AA) wherever Mantine draws them, in light and dark: dimmed
 * text, links, field errors, coloured text (`c="teal"`), the "light" variant's text on its tint and
 * the "filled" variant's background under white text. Mantine's defaults fall short (dimmed gray-6
 * on white is 3.3:1, dark-2 on dark-7 4.0:1, white on indigo-6 4.3:1, teal-6 text 2.6:1, a field
 * error in dark, red-8 on dark-7, 3.4:1), so each colour of the palette gets the first of its shades
 * that passes, worked out from the palette itself.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme: MantineTheme) => {
  const { colors, white, primaryColor } = mantineTheme;
  const { gray, dark } = colors;
  const lightSurfaces = [white, gray[0], gray[1]];
  const darkSurfaces = [dark[7], dark[6], dark[5]];
  // Links, errors and successes take their colour's text shade, worked out per scheme below.
  const roles = {
    '--mantine-color-anchor': `var(--mantine-color-${primaryColor}-text)`,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-success': 'var(--mantine-color-teal-text)',
    // The focus ring (app.css): the primary colour's text shade, 4.5:1 on the page in both schemes
    // (the filled shade Mantine uses is under 3:1 on the dark background).
    '--congregate-focus-ring': `var(--mantine-color-${primaryColor}-text)`,
  };
  const lightScheme: Record<string, string> = {
    ...roles,
    '--mantine-color-dimmed': readable(shades(gray, [6, 7, 8, 9]), [...lightSurfaces, gray[2]]),
  };
  const darkScheme: Record<string, string> = {
    ...roles,
    '--mantine-color-dimmed': readable(shades(dark, [2, 1, 0]), darkSurfaces),
  };
  for (const [name, tuple] of Object.entries(colors)) {
    if (name === 'dark' || !Array.isArray(tuple)) continue;
    const text = readable(shades(tuple, [6, 7, 8, 9]), lightSurfaces);
    lightScheme[`--mantine-color-${name}-text`] = text;
    lightScheme[`--mantine-color-${name}-outline`] = text;
    lightScheme[`--mantine-color-${name}-light-color`] = readable(shades(tuple, [7, 8, 9]), [
      tuple[1]!,
      tuple[2]!,
    ]);
    const filled = underWhiteText(shades(tuple, [7, 8, 9]));
    lightScheme[`--mantine-color-${name}-filled`] = filled;
    lightScheme[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    darkScheme[`--mantine-color-${name}-text`] = readable(shades(tuple, [4, 3, 2, 1, 0]), darkSurfaces);
    const darkFilled = underWhiteText(shades(tuple, [8, 9]));
    darkScheme[`--mantine-color-${name}-filled`] = darkFilled;
    darkScheme[`--mantine-color-${name}-filled-hover`] = darken(darkFilled, 0.1);
  }
  return { variables: {}, light: lightScheme, dark: darkScheme };
};
