import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useMantineContext } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fakeApi } from '../testing/app-test-utils';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('mounts the toast container after the first commit without rendering the page again', async () => {
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

    // The toast container came after the first commit: a toast shown now is on screen.
    notifications.show({ message: 'Saved' });
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(renders).toBe(1));
  });
});
