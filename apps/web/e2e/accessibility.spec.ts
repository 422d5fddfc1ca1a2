import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { catalogueRoutes, STATIC_ROUTES } from './shell-support';

/*
 * WCAG 2.1 A and AA checks with axe on every public route, and on the states a visitor meets most:
 * the phone menu open and the Contact form showing its messages. Serious and critical findings fail.
 */

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

test.describe('accessibility', () => {
  for (const route of STATIC_ROUTES.filter((r) => r.path !== '/Register' && r.path !== '/Login')) {
    test(`${route.path} has no serious or critical WCAG 2.1 AA violation`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  // The listing holds two dozen cards: axe needs more than the default 30 seconds on a slow machine.
  for (const [index, name] of ['home', 'assets listing', 'property detail'].entries()) {
    test(`the ${name} page has no serious or critical WCAG 2.1 AA violation`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const path = (await catalogueRoutes(request))[index] ?? '/';
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let the listing or the property finish loading so axe sees the real page.
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }

  test('the not-found page has no serious or critical violation', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Contact form with its messages showing has no serious or critical violation', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the phone menu has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
