import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, defaultCssVariablesResolver } from '@mantine/core';
import { removeDefaultVariables } from './mantine-remove-default-variables';

describe('removeDefaultVariables (the stand-in for Mantine’s, decision 023)', () => {
  it("keeps only the variables whose value differs from Mantine's default theme", () => {
    const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
    const scale = defaults.variables['--mantine-scale'] ?? '';
    const text = defaults.light['--mantine-color-text'] ?? '';
    expect(scale).toBeTruthy();
    expect(text).toBeTruthy();
    expect(
      removeDefaultVariables({
        variables: { '--mantine-scale': scale, '--mantine-primary-color-filled': 'navy' },
        light: { '--mantine-color-text': text, '--mantine-color-anchor': 'var(--mantine-color-navy-6)' },
        dark: { '--mantine-color-text': 'not-a-default-value' },
      }),
    ).toEqual({
      variables: { '--mantine-primary-color-filled': 'navy' },
      light: { '--mantine-color-anchor': 'var(--mantine-color-navy-6)' },
      dark: { '--mantine-color-text': 'not-a-default-value' },
    });
  });
});
