import { expect, test, type Page } from '@playwright/test';
import { PAGE_DATA_ID, pathInLocale } from '@eauction/shared';
import englishLabels from '../../../packages/shared/src/locales/en/labels.json' with { type: 'json' };
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
 * h1 unless the heading is the property's data), no English word shows apart from the data the page was
 * given (names, places, banks, descriptions: proper nouns and what officers typed), codes and
 * abbreviations (EMD, KYC, Auction IDs), amounts and e-mail addresses, no message key shows instead of a
 * text, axe finds no violation, and the layout holds (Devanagari is longer and taller than English: nothing
 * wider than the screen, no label or button cut off).
 */

const LOAD = { timeout: 30_000 };
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** A message key shown in place of its text ('properties.card.viewDetails'): a catalogue is missing a key. */
const MESSAGE_KEY =
  /\b(?:nav|site|footer|a11y|error|meta|notFound|unauthorized|clock|guards|components|lib|policies|properties|about|contact|auth|dashboard|admin|auctionRegistration|sale|liveAuction|labels|account|auction|activity|errors)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/;

/**
 * English words a Hindi page may show that are neither data nor codes: the other language's name on the
 * language switch, the names of the map's software and data (its attribution), and the browsers and
 * screen readers the accessibility statement names.
 */
const ALLOWED_WORDS = new Set([
  'English',
  'Leaflet',
  'OpenStreetMap',
  'contributors',
  'VoiceOver',
  'TalkBack',
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
]);

/** Stored values the page must show through a label, never as they are: statuses, types, zones, … */
const LABELLED_VALUES = new Set(Object.values(englishLabels));
const CODE_VALUE = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/;

/**
 * The words of every text the page was given as data (its API answers and the server's page data): the
 * string values, not the field names, and not a value that has a label (a property type, a status code),
 * so a label left in English still counts as English.
 */
interface DataWords {
  words: Set<string>;
  /** Waits for the answers still being read, and reads the page data of the page now shown. */
  settle(): Promise<void>;
}

function collectDataWords(page: Page): DataWords {
  const words = new Set<string>();
  const pending = new Set<Promise<void>>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (LABELLED_VALUES.has(value) || CODE_VALUE.test(value)) return;
      for (const word of value.match(/[A-Za-z]+/g) ?? []) words.add(word);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const addJson = (text: string) => {
    try {
      visit(JSON.parse(text));
    } catch {
      /* not JSON */
    }
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    const read = response
      .text()
      .then(addJson)
      // A body the browser no longer has (a redirect, a navigation away): nothing to add.
      .catch(() => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return {
    words,
    async settle() {
      await Promise.all([...pending]);
      const data = page.locator(`#${PAGE_DATA_ID}`);
      if ((await data.count()) > 0) addJson((await data.textContent()) ?? '');
    },
  };
}

/** The English words of a text that are not data, codes, amounts, addresses or allowed names. */
function englishWordsOf(text: string, dataWords: Set<string>): string[] {
  const words = text
    // e-mail addresses, web addresses and names with a code in them (CERT-In)
    .replace(/\b[A-Z]{2,}-[A-Za-z]+\b/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:in|com|org)\b/g, ' ')
    .match(/[A-Za-z][A-Za-z'’]*/g);
  return [
    ...new Set(
      (words ?? []).filter(
        (word) =>
          // One letter (a bullet, a unit), an abbreviation or a code (EMD, KYC, IST, PAN, SC-2026-…).
          word.length > 1 && word !== word.toUpperCase() && !dataWords.has(word) && !ALLOWED_WORDS.has(word),
      ),
    ),
  ];
}

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

async function checkHindiPage(page: Page, englishPath: string, dataWords: DataWords) {
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
  await dataWords.settle();
  expect(englishWordsOf(facts.text, dataWords.words), `${path}: English words`).toEqual([]);
  expect(facts.overflow, `${path}: wider than the screen`).toBeLessThanOrEqual(0);
  expect(facts.clipped, `${path}: labels cut off`).toEqual([]);
  expect(await wcagViolations(page), `${path}: axe`).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`Hindi pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every public route', async ({ page, request }) => {
      test.setTimeout(240_000);
      const dataWords = collectDataWords(page);
      const routes = [...(await catalogueRoutes(request)), ...STATIC_ROUTES.map((route) => route.path)];
      // '/Register' and '/Login' are the same pages as '/register' and '/login'.
      for (const path of routes.filter((p) => p === p.toLowerCase())) {
        await checkHindiPage(page, path, dataWords);
      }
    });

    test('every route of a signed-in bidder', async ({ page, request }) => {
      test.setTimeout(180_000);
      const dataWords = collectDataWords(page);
      const token = await logIn(page, DEMO_BIDDER.email, DEMO_BIDDER.password);
      await useSession(page, token);
      const [, , propertyPath] = await catalogueRoutes(request);
      const propertyId = propertyPath?.split('/').at(-1) ?? '';
      for (const route of signedInRoutes(propertyId)) await checkHindiPage(page, route.path, dataWords);
    });

    test("the admin's dashboard", async ({ page }) => {
      test.setTimeout(120_000);
      const dataWords = collectDataWords(page);
      const token = await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await useSession(page, token);
      await checkHindiPage(page, '/admin', dataWords);
    });
  });
}
