import {
  createTheme,
  DEFAULT_THEME,
  type AnchorFactory,
  type CloseButtonFactory,
  type CloseButtonProps,
  type CSSVariablesResolver,
  type DrawerFactory,
  type ExtendComponent,
  type ModalFactory,
} from '@mantine/core';
import { darker, readableOn } from './contrast';

/** Mantine types a CloseButton's props without the button's own attributes, though it passes them on. */
const CLOSE_LABEL = { 'aria-label': 'Close' } as unknown as Partial<CloseButtonProps>;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  // The ring shows only for keyboard focus (:focus-visible); its look is in focus.css.
  focusRing: 'auto',
  // A person who asked their system for less motion gets modals, drawers and toasts without
  // their slide and fade (WCAG 2.3.3).
  respectReducedMotion: true,
  // Each entry is what Anchor.extend(...) etc. would return (they only type their argument),
  // without importing the component: that would put it, and all it uses, into the first load.
  components: {
    // A link in running text must not be told apart by colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } } satisfies ExtendComponent<AnchorFactory>,
    // Mantine's close (×) button has no text: without a name a screen reader says only "button".
    // Toasts and alerts take the CloseButton default; modals and drawers pass their own props.
    CloseButton: { defaultProps: CLOSE_LABEL } satisfies ExtendComponent<CloseButtonFactory>,
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
    } satisfies ExtendComponent<ModalFactory>,
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
    } satisfies ExtendComponent<DrawerFactory>,
  },
});

const WHITE = '#ffffff';
const palette = DEFAULT_THEME.colors;
/** The app's surfaces: cards (white), the page (gray.0) and striped or hovered rows (gray.1). */
const SURFACES = [WHITE, palette.gray[0], palette.gray[1]];

/**
 * Text colours that read at 4.5:1 wherever they are drawn. Mantine's light scheme draws a light
 * badge's text in shade 9 on shade 1 (2.7:1 for yellow), coloured text in the primary shade (4.3:1
 * for red on the page) and `dimmed` in gray.6 (3.2:1 on the page); white text on the primary shade
 * of green or teal fails too. Each colour's text shade is darkened until it passes on its own light
 * background and on every surface, and its filled shade until white text passes.
 */
function readableColorVariables(): Record<string, string> {
  // Grey text also sits on tinted rows and light alerts (every colour's shade 1).
  const tinted = [...SURFACES, ...Object.values(palette).map((shades) => shades[1])];
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(palette.gray[6], tinted),
    // Placeholders too (gray.5, 2.1:1): some inputs (file, pickers) draw theirs as text.
    '--mantine-color-placeholder': readableOn(palette.gray[5], tinted),
  };
  // Form errors (red.6, 3.3:1), success messages and links use their colour's readable text shade.
  const textOf = (shades: readonly string[]) => readableOn(shades[9]!, [...SURFACES, shades[1]!, shades[2]!]);
  variables['--mantine-color-error'] = textOf(palette.red);
  variables['--mantine-color-success'] = textOf(palette.teal);
  variables['--mantine-color-anchor'] = textOf(palette.blue);
  for (const [name, shades] of Object.entries(palette)) {
    const text = textOf(shades);
    const filled = readableOn(shades[8], [WHITE]);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-light-color`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darker(filled, 0.1);
  }
  return variables;
}

const lightVariables = readableColorVariables();

/** Passed to MantineProvider: overrides the light scheme's text colours (see above). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: lightVariables,
  dark: {},
});

/** For tests: the colour variables the light scheme uses. */
export const readableLightVariables = lightVariables;
