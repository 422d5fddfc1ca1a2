import { DEFAULT_THEME, defaultCssVariablesResolver, type ConvertCSSVariablesInput } from '@mantine/core';

/**
 * Stands in for Mantine's `remove-default-variables` module in the build (vite.config.ts, decision 023).
 * Mantine's computes every CSS variable of its default theme when its code is evaluated, to leave out of
 * the provider's `<style>` those a theme does not change: 10–25 ms of the start-up task on this project's
 * machines, for a `<style>` the app no longer renders (the variables are a stylesheet of the build). This
 * one gives the same answer, computing the defaults on its first call.
 */
let defaults: ConvertCSSVariablesInput | undefined;

export function removeDefaultVariables(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  defaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  const base = defaults;
  const changed = (group: keyof ConvertCSSVariablesInput) => {
    const defaultValues: Record<string, string> = base[group];
    return Object.fromEntries(
      Object.entries(input[group]).filter(([key, value]) => defaultValues[key] !== value),
    );
  };
  return { variables: changed('variables'), light: changed('light'), dark: changed('dark') };
}
