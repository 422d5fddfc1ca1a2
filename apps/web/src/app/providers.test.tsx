import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useMantineContext } from '@mantine/core';
import { fakeApi } from '../testing/app-test-utils';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('renders the page once: nothing in the providers changes after the first commit (decision 035)', async () => {
    fakeApi();
    let renders = 0;
    // Every Mantine component reads MantineProvider's context (useMantineContext): it renders again
    // whenever the provider does, since each of the provider's renders makes a new context value.
    function ThemedContent() {
      useMantineContext();
      renders += 1;
      return <p>content</p>;
    }
    render(
      <AppProviders>
        <ThemedContent />
      </AppProviders>,
    );
    expect(screen.getByText('content')).toBeTruthy();
    // The effects of the first commit, and what they schedule, have run.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(renders).toBe(1);
  });
});
