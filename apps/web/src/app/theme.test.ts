import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableOn } from './contrast';
import { readableLightVariables as vars } from './theme';

const colors = DEFAULT_THEME.colors;
/** Cards, the page, striped rows. */
const surfaces = ['#ffffff', colors.gray[0], colors.gray[1]];
/** Tinted rows and light alerts: every colour's shade 1. */
const tinted = Object.values(colors).map((shades) => shades[1]);

function expectReadable(variable: string, backgrounds: readonly string[]): void {
  for (const bg of backgrounds)
    expect(contrastRatio(vars[variable]!, bg), `${variable} on ${bg}`).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
}

describe('theme colours', () => {
  it('dimmed text and placeholders read at 4.5:1 on every surface and tint', () => {
    expectReadable('--mantine-color-dimmed', [...surfaces, ...tinted]);
    expectReadable('--mantine-color-placeholder', [...surfaces, ...tinted]);
  });

  it('form errors, success text and links read at 4.5:1 on every surface', () => {
    for (const role of ['error', 'success', 'anchor']) expectReadable(`--mantine-color-${role}`, surfaces);
  });

  it.each(Object.keys(colors))('%s: light badges, coloured text and filled buttons read at 4.5:1', (name) => {
    const shades = colors[name]!;
    for (const use of ['light-color', 'text', 'outline'])
      expectReadable(`--mantine-color-${name}-${use}`, [...surfaces, shades[1], shades[2]]);
    expect(contrastRatio('#ffffff', vars[`--mantine-color-${name}-filled`]!)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });
});

describe('contrast arithmetic', () => {
  it('matches the WCAG extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's gray.6 on gray.0: the 3.15:1 axe reported before the theme change.
    expect(contrastRatio('#868e96', '#f8f9fa')).toBeCloseTo(3.15, 2);
  });

  it('keeps a colour that already passes, and darkens one that does not', () => {
    expect(readableOn('#000000', ['#ffffff'])).toBe('#000000');
    const fixed = readableOn('#fab005', ['#ffffff']);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
