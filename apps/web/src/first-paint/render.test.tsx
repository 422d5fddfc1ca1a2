import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_INERT } from '../app/first-paint';
import { FIRST_PAINT_PATHS, renderFirstPaint } from './render';

/*
 * The pages drawn in advance (decision 017). The build renders them in Node (scripts/first-paint.mjs,
 * which fails on a page that reads the browser); here: what they hold, and that nothing in them depends
 * on the moment they were drawn, since the app hydrates them later, at another time.
 */

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

describe('the first paint of the public landing pages', () => {
  it.each(FIRST_PAINT_PATHS)('%s: one h1, its own title and description, no script', async (path) => {
    const page = await renderFirstPaint(path);
    expect(page.title).toMatch(/^<title>[^<]+ \| e-Nilami<\/title>$/);
    expect(page.description).toMatch(/^<meta name="description" content="[^"]+"\/>$/);
    expect(page.body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/<script/i);
    // The metadata went to <head>: none is left in the markup of #root.
    expect(page.body).not.toMatch(/<(title|meta|link)[\s>]/);
  });

  it.each(FIRST_PAINT_PATHS)(
    '%s: every form, button and field is inert until the app starts',
    async (path) => {
      const { body } = await renderFirstPaint(path);
      const controls = body.match(/<(form|button|input|select|textarea)[\s>][^>]*>/g) ?? [];
      expect(controls.length).toBeGreaterThan(0);
      for (const tag of controls) expect(tag).toContain(`${FIRST_PAINT_INERT} inert`);
      // Links are left alone: they work without the app.
      expect(body.match(/<a [^>]*>/g)?.some((tag) => tag.includes('inert'))).toBe(false);
    },
  );

  it('draws the same page whatever the time it is drawn at (the clock waits for the browser)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T04:05:06Z'));
    const morning = await renderFirstPaint('/');
    vi.setSystemTime(new Date('2026-09-28T17:43:21Z'));
    const evening = await renderFirstPaint('/');
    expect(evening.body).toBe(morning.body);
    expect(text(morning.body)).toContain('Server time: …');
    // Neither moment shows, in IST (09:35 and 23:13) or in UTC.
    for (const clock of ['09:35', '23:13', '04:05', '17:43']) expect(text(morning.body)).not.toContain(clock);
  });

  it("draws the catalogue's frame and placeholders, not cards", async () => {
    const { body } = await renderFirstPaint('/');
    expect(text(body)).toContain('Upcoming E-Auctions');
    expect(body).toContain('data-testid="property-list-skeleton"');
    expect(text(body)).not.toContain('View Property Details');
  });

  it('refuses a path that is not a page, rather than drawing an error', async () => {
    await expect(renderFirstPaint('/no-such-page')).resolves.toBeDefined(); // the not-found page is a page
    await expect(renderFirstPaint('/property/x')).rejects.toThrow(/title or description/);
  });
});
