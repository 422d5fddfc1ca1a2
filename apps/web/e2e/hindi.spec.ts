import { expect, test, type Page } from '@playwright/test';
import { pathInLocale } from '@eauction/shared';
import { logIn } from './session-support';
import {
  catalogueRoutes,
  DEMO_ADMIN,
  DEMO_BIDDER,
  signedInRoutes,
  STATIC_ROUTES,
  useSession,
  wcagViolations,
} from './shell-support';

/*
 * Every route of the route table in Hindi (docs/product.md, "Languages"), logged out, as the demo bidder and
 * as the demo admin, at a desktop width and at 390 px: the page is Hindi (`<html lang="hi">`, a Devanagari
 * h1 unless the heading is the property's data, its text mostly Devanagari), no message key shows instead of a text, axe finds no violation, and the
 * layout holds (Devanagari is longer and taller than English: nothing wider than the screen, no label or
 * button cut off).
 */

const LOAD = { timeout: 30_000 };
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** A message key shown in place of its text ('properties.card.viewDetails'): a catalogue is missing a key. */
const MESSAGE_KEY =
  /\b(?:nav|site|footer|a11y|error|meta|notFound|unauthorized|clock|guards|components|lib|policies|properties|about|contact|auth|dashboard|admin|auctionRegistration|sale|liveAuction)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/;

/** What the page shows: its letters, its message keys, and what does not fit its box. */
async function pageFacts(page: Page) {
  return page.evaluate(() => {
    const text = document.body.innerText;
    const letters = text.match(/[A-Za-z\p{Script=Devanagari}]/gu) ?? [];
    const devanagari = letters.filter((c) => /\p{Script=Devanagari}/u.test(c)).length;
    const clipped = [
      ...document.querySelectorAll<HTMLElement>(
        'button, a, label, [role="tab"], .mantine-Button-label, .mantine-Badge-label, th',
      ),
    ]
      // Shown, and not kept for screen readers only (clipped away, as the skip link on a phone until focused).
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).clipPath === 'none')
      .filter((el) => {
        const style = getComputedStyle(el);
        const hides =
          style.overflow === 'hidden' || style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
        return hides && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2);
      })
      .map((el) => el.textContent?.trim().slice(0, 60) ?? '');
    return {
      lang: document.documentElement.lang,
      h1: document.querySelector('h1')?.textContent ?? '',
      text,
      devanagariShare: letters.length === 0 ? 0 : devanagari / letters.length,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      clipped,
    };
  });
}

async function checkHindiPage(page: Page, englishPath: string) {
  const path = pathInLocale(englishPath, 'hi');
  await page.goto(path);
  // The heading of a property page is its data (type and borrower); every other heading is Hindi.
  const heading = page.locator('h1').first();
  await expect(heading).toBeVisible(LOAD);
  if (!/\/property\/[^/]+$/.test(englishPath)) await expect(heading).toHaveText(DEVANAGARI, LOAD);
  await expect(page.locator('.mantine-Loader-root, [data-testid="property-list-skeleton"]')).toHaveCount(
    0,
    LOAD,
  );
  const facts = await pageFacts(page);
  expect(facts.lang, path).toBe('hi');
  expect(facts.text.match(MESSAGE_KEY)?.[0] ?? null, `${path}: a message key on the page`).toBeNull();
  expect(facts.devanagariShare, `${path}: share of Devanagari letters`).toBeGreaterThan(0.5);
  expect(facts.overflow, `${path}: wider than the screen`).toBeLessThanOrEqual(0);
  expect(facts.clipped, `${path}: labels cut off`).toEqual([]);
  expect(await wcagViolations(page), `${path}: axe`).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`Hindi pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every public route', async ({ page, request }) => {
      test.setTimeout(240_000);
      const routes = [...(await catalogueRoutes(request)), ...STATIC_ROUTES.map((route) => route.path)];
      // '/Register' and '/Login' are the same pages as '/register' and '/login'.
      for (const path of routes.filter((p) => p === p.toLowerCase())) await checkHindiPage(page, path);
    });

    test('every route of a signed-in bidder', async ({ page, request }) => {
      test.setTimeout(180_000);
      const token = await logIn(page, DEMO_BIDDER.email, DEMO_BIDDER.password);
      await useSession(page, token);
      const [, , propertyPath] = await catalogueRoutes(request);
      const propertyId = propertyPath?.split('/').at(-1) ?? '';
      for (const route of signedInRoutes(propertyId)) await checkHindiPage(page, route.path);
    });

    test("the admin's dashboard", async ({ page }) => {
      test.setTimeout(120_000);
      const token = await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await useSession(page, token);
      await checkHindiPage(page, '/admin');
    });
  });
}
