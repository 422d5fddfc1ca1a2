import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * A sober government look: deep navy for structure and actions, India's saffron as the accent. Shade 6
 * of each palette is the filled colour (Mantine's default primary shade).
 */
const navy: MantineColorsTuple = [
  '#edf2f9',
  '#d7e1f0',
  '#adc2e1',
  '#809fd0',
  '#5a81c1',
  '#3d67ad',
  '#1c3f75',
  '#173564',
  '#122a52',
  '#0c1f3f',
];

const saffron: MantineColorsTuple = [
  '#fff5e8',
  '#ffe8c9',
  '#ffd193',
  '#ffb95c',
  '#ffa434',
  '#ff9933',
  '#f08a1c',
  '#c96f0e',
  '#a05709',
  '#7a4105',
];

/*
 * Mantine's red and green are too light for white text (red 6 on white is 3.3:1). These keep the light
 * shades for backgrounds and make shade 6, the filled colour, dark enough for AA with white text.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7a1a1a',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#2f9e44',
  '#237032',
  '#1e6a2e',
  '#185a26',
  '#124a1f',
];

export const theme = createTheme({
  primaryColor: 'navy',
  colors: { navy, saffron, red, green },
  // Filled colours get white or black text, whichever contrasts better: from a luminance of 0.18 black
  // text passes AA where white would not (Mantine's default threshold of 0.3 leaves a failing band).
  autoContrast: true,
  luminanceThreshold: 0.18,
  // The system's fonts; for Hindi pages the Devanagari fonts phones and computers in India have
  // (Android's Noto, Windows' Nirmala UI and Mangal, Apple's Kohinoor), none downloaded.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", Mangal, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", Mangal, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'sm',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Mantine puts a focusable role="presentation" placeholder first in every menu, which is not a
    // child a role="menu" may have (axe: aria-required-children). Without it focus still lands in the
    // menu, and the arrow keys reach the items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Mantine's default dimmed (gray 6), error (red 6) and placeholder (gray 5) colours fall below the
 * WCAG AA contrast of 4.5:1 on white; these shades pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-navy-6)',
  },
  dark: {},
});
