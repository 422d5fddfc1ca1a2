import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../testing/app-test-utils';
import { ServerClockProvider, useServerNow } from './server-clock';

const HOUR_MS = 3_600_000;

/** Answers GET /api/time with the browser's own clock moved by `skewMs`, and counts the answers. */
function serverClock(skewMs: number) {
  const answered = { count: 0 };
  fakeApi((request) => {
    if (request.url.pathname !== '/api/time') return undefined;
    answered.count += 1;
    return {
      body: {
        success: true,
        data: { now: new Date(Date.now() + skewMs).toISOString(), timeZone: 'Asia/Kolkata' },
      },
    };
  });
  return answered;
}

function renderClock(renderedAt?: number) {
  const renders: Date[] = [];
  function Clock() {
    const now = useServerNow(60_000);
    renders.push(now);
    return <p data-testid="clock">{now.toISOString()}</p>;
  }
  render(
    <ServerClockProvider renderedAt={renderedAt}>
      <Clock />
    </ServerClockProvider>,
  );
  return renders;
}

describe('the server clock', () => {
  it('renders a clock once when the server agrees with the browser', async () => {
    const answered = serverClock(0);
    const renders = renderClock();
    await waitFor(() => expect(answered.count).toBe(1));
    // The measure has come back (a few milliseconds off at most): nothing on screen changes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toHaveLength(1);
  });

  it("shows the server's time at once when the clocks differ", async () => {
    serverClock(HOUR_MS);
    const renders = renderClock();
    await waitFor(() =>
      expect(Date.parse(screen.getByTestId('clock').textContent ?? '') - Date.now()).toBeGreaterThan(
        HOUR_MS - 60_000,
      ),
    );
    expect(renders.length).toBeGreaterThan(1);
    expect(Math.abs(renders[0]!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('first shows the moment a server-rendered page was rendered at, then the live time', async () => {
    serverClock(0);
    const renderedAt = Date.parse('2026-03-20T06:00:00.000Z');
    const renders = renderClock(renderedAt);
    expect(renders[0]!.getTime()).toBe(renderedAt);
    await waitFor(() =>
      expect(Math.abs(Date.parse(screen.getByTestId('clock').textContent ?? '') - Date.now())).toBeLessThan(
        5_000,
      ),
    );
  });
});
