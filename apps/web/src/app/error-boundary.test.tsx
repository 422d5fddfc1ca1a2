import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { fakeApi, renderRoutes } from '../testing/app-test-utils';
import { RootErrorBoundary, describeRouteError } from './error-boundary';

function Broken(): never {
  throw new Error('Cannot read the auction list');
}

describe('the fallback screen', () => {
  it("shows 'Unexpected Application Error!' with the error's message when a screen throws", async () => {
    fakeApi();
    // React and React Router report the thrown error on the console; that is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', Component: Broken, errorElement: <RootErrorBoundary /> }], '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('Cannot read the auction list')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('shows the status and status text of an HTTP-like error', async () => {
    fakeApi();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [
        {
          path: '/',
          loader: () => {
            throw data('The catalogue is being updated', { status: 503, statusText: 'Service Unavailable' });
          },
          element: <p>never shown</p>,
          errorElement: <RootErrorBoundary />,
        },
      ],
      '/',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('describes other thrown values as text', () => {
    expect(describeRouteError(new Error('boom'), i18n._.bind(i18n))).toBe('boom');
    expect(describeRouteError('plain text', i18n._.bind(i18n))).toBe('plain text');
    expect(describeRouteError(undefined, i18n._.bind(i18n))).toBe('Unknown error');
  });
});
