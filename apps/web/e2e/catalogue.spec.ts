import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  borrowerName,
  cardState,
  formatDate,
  formatTime,
  parseDdMonYy,
  propertyTitle,
  type CardState,
  type Page as ListPage,
  type Property,
  type ServerTime,
  type Success,
} from '@eauction/shared';
import englishLabels from '../../../packages/shared/src/locales/en/labels.json' with { type: 'json' };

/*
 * The public catalogue in a real browser against the production build on a fresh demo database
 * (≥ 60 properties, some live, some with EMD registration open, some closed). Expected figures come
 * from the API itself, so the tests hold whatever day the demo data was seeded on. The list shows
 * upcoming and live auctions unless the Auction Status filter asks for ended ones, and so does the
 * API without `auctionState`: `allProperties` is what the list shows.
 */

/** The English of packages/shared's labels, as the English pages write them (`{name}` arguments only). */
const english = (key: string, values: Record<string, string> = {}) =>
  ((englishLabels as Record<string, string>)[key] ?? key).replace(
    /\{(\w+)\}/g,
    (_m, name: string) => values[name] ?? '',
  );
const titleOf = (p: Property) => propertyTitle(p, english);

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

// The demo catalogue does not change during a run; one read per worker keeps the request count (and
// the server's per-IP rate limit) low.
let catalogue: Promise<Property[]> | undefined;
function allProperties(request: APIRequestContext): Promise<Property[]> {
  catalogue ??= getJson<ListPage<Property>>(request, '/api/properties?limit=200').then((page) => {
    expect(page.total).toBeLessThanOrEqual(200);
    return page.data;
  });
  return catalogue;
}

async function totalFor(request: APIRequestContext, query: Record<string, string>): Promise<number> {
  const params = new URLSearchParams({ ...query, limit: '1' });
  return (await getJson<ListPage<Property>>(request, `/api/properties?${params.toString()}`)).total;
}

async function serverNow(request: APIRequestContext): Promise<Date> {
  return new Date((await getJson<Success<ServerTime>>(request, '/api/time')).data.now);
}

const countBadge = (page: Page) => page.getByTestId('property-count');
const cards = (page: Page) => page.getByTestId('property-card');

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible();
}

async function search(page: Page) {
  await page.getByRole('button', { name: 'Search Properties' }).click();
}

const isoOfDayLabel = (label: string) => {
  // Mantine names each day 'D MMMM YYYY' ('27 November 2026').
  const [day, month, year] = label.split(' ');
  return parseDdMonYy(`${day}-${(month ?? '').slice(0, 3)}-${year}`) as string;
};

/**
 * Chooses a date in a date filter with the keyboard only, as a person without a mouse does: Tab to the
 * field, Enter opens the calendar, Tab reaches the day grid, the arrows move `daysLater` days on from
 * the day it starts on, Enter picks. Returns the picked date (YYYY-MM-DD).
 */
async function pickDateByKeyboard(page: Page, label: string, daysLater: number): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  // The calendar arrives after the page has started; until then the field is a plain button.
  await expect(field).toHaveAttribute('data-dates-input', 'true');
  await field.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('[data-dates-dropdown]');
  await expect(dialog).toBeVisible();
  const focusedDay = dialog.locator('td button:focus');
  // The month's controls come first; the day grid is one tab stop after them.
  for (let i = 0; i < 6 && (await focusedDay.count()) === 0; i++) await page.keyboard.press('Tab');
  await expect(focusedDay).toHaveCount(1);
  const start = isoOfDayLabel((await focusedDay.getAttribute('aria-label')) ?? '');
  for (let i = 0; i < daysLater; i++) await page.keyboard.press('ArrowRight');
  const picked = isoOfDayLabel((await focusedDay.getAttribute('aria-label')) ?? '');
  expect(picked >= start).toBe(true);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The focus is back on the field, so the keyboard goes on from there.
  await expect(field).toBeFocused();
  return picked;
}

/** A property in the given card state, and a URL of the listing that shows its card on page 1. */
async function findInState(
  request: APIRequestContext,
  state: CardState,
): Promise<{ property: Property; listUrl: string }> {
  const [list, now] = await Promise.all([allProperties(request), serverNow(request)]);
  // Keep clear of state boundaries: a live auction ending within a minute could flip mid-test.
  const margin = 60_000;
  const property = list.find(
    (p) =>
      cardState(p, now) === state &&
      cardState(p, new Date(now.getTime() + margin)) === state &&
      p.location !== null,
  );
  expect(property, `the demo data has a property in state ${state}`).toBeTruthy();
  const p = property as Property;
  const query = new URLSearchParams({
    location: p.propertyLocation,
    dateFrom: p.auctionDate,
    dateTo: p.auctionDate,
  });
  return { property: p, listUrl: `/?${query.toString()}` };
}

test.describe('home listing', () => {
  test('shows the demo properties with the server total in the count badge', async ({ page, request }) => {
    const total = await totalFor(request, {});
    // Ended auctions are not listed by default; the demo data still fills more than one page.
    expect(total).toBeGreaterThan(24);
    expect(total).toBeLessThan(await totalFor(request, { auctionState: 'all' }));
    await openHome(page);
    await expect(countBadge(page)).toHaveText(String(total));
    // Pages of 24 cards.
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page)).toHaveCount(Math.min(24, total - 24));
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
  });

  test('/assets shows the same listing', async ({ page, request }) => {
    const total = await totalFor(request, {});
    await openHome(page, '/assets');
    await expect(page.getByRole('heading', { level: 1, name: 'Assets Listing' })).toBeVisible();
    await expect(countBadge(page)).toHaveText(String(total));
  });

  test('dates and times on cards follow IST although the browser runs in New York', async ({
    page,
    request,
  }) => {
    const list = await allProperties(request);
    const byId = new Map(list.map((p) => [p._id, p]));
    await openHome(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    const first = cards(page);
    await expect(first.first()).toBeVisible();
    for (let i = 0; i < 5; i++) {
      const card = first.nth(i);
      const id = await card.getAttribute('data-property-id');
      const p = byId.get(id ?? '');
      expect(p, `card ${id} is in the API list`).toBeTruthy();
      if (!p) continue;
      await expect(card.getByTestId('auction-date')).toHaveText(formatDate(p.auctionDate));
      await expect(card).toContainText(`${formatTime(p.auctionStartTime)} – ${formatTime(p.auctionEndTime)}`);
      await expect(card).toContainText(formatDate(p.emdSubmission));
    }
  });
});

test.describe('filters', () => {
  test('property type narrows the list and Reset Filters restores it', async ({ page, request }) => {
    const all = await totalFor(request, {});
    const list = await allProperties(request);
    const expected = list.filter((p) => p.propertyType.toUpperCase().includes('LAND')).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    await openHome(page);
    await page.getByLabel('Property Type').selectOption({ label: 'Land/Plot' });
    await search(page);
    await expect(page).toHaveURL(/[?&]type=LAND/);
    await expect(countBadge(page)).toHaveText(String(expected));
    const types = await page.getByTestId('property-type').allTextContents();
    expect(types.length).toBe(Math.min(24, expected));
    for (const type of types) expect(type.toUpperCase()).toContain('LAND');
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(countBadge(page)).toHaveText(String(all));
    await expect(page).not.toHaveURL(/type=/);
  });

  test('reserve price keeps properties at or below the typed maximum', async ({ page, request }) => {
    const all = await totalFor(request, {});
    const prices = (await allProperties(request)).map((p) => p.reservePrice).sort((a, b) => a - b);
    const max = prices[Math.floor(prices.length / 2)] as number;
    const expected = prices.filter((v) => v <= max).length;
    expect(expected).toBeLessThan(all);
    expect(await totalFor(request, { maxPrice: String(max) })).toBe(expected);
    await openHome(page);
    await page.getByPlaceholder('Maximum price').fill(String(max));
    await search(page);
    await expect(countBadge(page)).toHaveText(String(expected));
    await expect(page).toHaveURL(new RegExp(`maxPrice=${max}`));
    const shown = await page.getByTestId('reserve-price').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(Number(text.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(max);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(countBadge(page)).toHaveText(String(all));
  });

  test('location narrows the list to one city', async ({ page, request }) => {
    const all = await totalFor(request, {});
    const cities = (await getJson<Success<string[]>>(request, '/api/properties/locations')).data;
    expect(cities.length).toBeGreaterThan(1);
    expect([...cities].sort((a, b) => a.localeCompare(b))).toEqual(cities);
    const city = cities[0] as string;
    const expected = await totalFor(request, { location: city });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    await openHome(page);
    await page.getByLabel('Location').selectOption(city);
    await search(page);
    await expect(countBadge(page)).toHaveText(String(expected));
    const headings = await cards(page).getByRole('heading').allTextContents();
    for (const h of headings) expect(h.toLowerCase()).toContain(city.toLowerCase());
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(countBadge(page)).toHaveText(String(all));
  });

  test('auction date range, chosen with the calendar by keyboard, is inclusive of both ends', async ({
    page,
    request,
  }) => {
    // Many key presses, each waited for: more than the default on a busy machine.
    test.setTimeout(90_000);
    const all = await totalFor(request, {});
    await openHome(page);
    // The calendars open on the browser's current month, on today (New York's date).
    const from = await pickDateByKeyboard(page, 'Auction Date From', 0);
    const to = await pickDateByKeyboard(page, 'Auction Date To', 7);
    const list = await allProperties(request);
    const expected = list.filter((p) => p.auctionDate >= from && p.auctionDate <= to).length;
    expect(expected).toBeLessThan(all);
    await expect(page.getByLabel('Auction Date From', { exact: true })).toHaveText(formatDate(from));
    await expect(page.getByLabel('Auction Date To', { exact: true })).toHaveText(formatDate(to));
    await page.getByRole('button', { name: 'Search Properties' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`dateFrom=${from}.*dateTo=${to}`));
    await expect(countBadge(page)).toHaveText(String(expected));
    for (const text of await page.getByTestId('auction-date').allTextContents()) {
      const iso = parseDdMonYy(text);
      expect(iso, text).not.toBeNull();
      expect((iso as string) >= from && (iso as string) <= to).toBe(true);
    }
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(countBadge(page)).toHaveText(String(all));
    await expect(page.getByLabel('Auction Date From', { exact: true })).toHaveText('DD-MMM-YY');
  });

  test('the Bank filter offers every bank of the data and narrows the list to it', async ({
    page,
    request,
  }) => {
    const all = await totalFor(request, {});
    const banks = (await getJson<Success<string[]>>(request, '/api/properties/banks')).data;
    // Every bank with properties, ended auctions' included (the Ended filter lists those).
    const every = await getJson<ListPage<Property>>(request, '/api/properties?auctionState=all&limit=200');
    expect(banks).toEqual([...new Set(every.data.map((p) => p.bankName))].sort((a, b) => a.localeCompare(b)));
    const listed = await allProperties(request);
    expect(banks.length).toBeGreaterThan(1);
    await openHome(page);
    const select = page.getByLabel('Bank', { exact: true });
    await expect(select.locator('option')).toHaveText(['All banks', ...banks]);
    // The bank with the fewest properties: a lender other than the one the product's names.
    const counts = banks.map((bank) => listed.filter((p) => p.bankName === bank).length);
    const bank = banks[counts.indexOf(Math.min(...counts.filter((n) => n > 0)))] as string;
    const expected = await totalFor(request, { bank });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    await select.selectOption(bank);
    await search(page);
    await expect(countBadge(page)).toHaveText(String(expected));
    for (const card of await cards(page).all()) await expect(card).toContainText(bank);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(countBadge(page)).toHaveText(String(all));
  });

  test('Auction Status Ended lists the ended auctions, each labelled Ended', async ({ page, request }) => {
    test.setTimeout(60_000);
    const ended = await totalFor(request, { auctionState: 'ended' });
    expect(ended).toBeGreaterThan(0);
    await openHome(page);
    await expect(page.getByLabel('Auction Status')).toHaveValue('');
    // The default list holds no ended auction.
    await expect(page.getByTestId('ended-label')).toHaveCount(0);
    await page.getByLabel('Auction Status').selectOption({ label: 'Ended' });
    await search(page);
    await expect(page).toHaveURL(/[?&]auctionState=ended/);
    await expect(countBadge(page)).toHaveText(String(ended));
    const shown = cards(page);
    await expect(shown).toHaveCount(Math.min(24, ended));
    for (const card of await shown.all()) {
      await expect(card.getByTestId('ended-label')).toHaveText('Ended');
      await expect(card.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
    }
    await page.getByLabel('Auction Status').selectOption({ label: 'Live' });
    await search(page);
    await expect(countBadge(page)).toHaveText(String(await totalFor(request, { auctionState: 'live' })));
    await expect(page.getByTestId('ended-label')).toHaveCount(0);
  });

  test('Show All Properties clears a filter that matches nothing', async ({ page, request }) => {
    const all = await totalFor(request, {});
    await openHome(page);
    await page.getByPlaceholder('Maximum price').fill('1');
    await search(page);
    await expect(page.getByText('No properties match your selected filters.')).toBeVisible();
    await expect(countBadge(page)).toHaveText('0');
    await page.getByRole('button', { name: 'Show All Properties' }).click();
    await expect(countBadge(page)).toHaveText(String(all));
    await expect(page.getByPlaceholder('Maximum price')).toHaveValue('');
  });

  test('a shared link with filters opens the filtered list', async ({ page, request }) => {
    const expected = await totalFor(request, { type: 'COMMERCIAL' });
    await openHome(page, '/?type=COMMERCIAL');
    await expect(page.getByLabel('Property Type')).toHaveValue('COMMERCIAL');
    await expect(countBadge(page)).toHaveText(String(expected));
  });
});

test.describe('card buttons', () => {
  test('Bid Now on a live auction goes to the live auction, which sends visitors to log in', async ({
    page,
    request,
  }) => {
    const { property, listUrl } = await findInState(request, 'live');
    await openHome(page, listUrl);
    const card = page.locator(`[data-property-id="${property._id}"]`);
    await expect(card.getByText('Live now')).toBeVisible();
    const bid = card.getByRole('link', { name: 'Bid Now' });
    await expect(bid).toHaveAttribute('href', `/property/${property._id}/live-auction`);
    await bid.click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('Register Now goes to tender payment while EMD registration is open', async ({ page, request }) => {
    const { property, listUrl } = await findInState(request, 'registration-open');
    await openHome(page, listUrl);
    const card = page.locator(`[data-property-id="${property._id}"]`);
    const register = card.getByRole('link', { name: 'Register Now' });
    await expect(register).toHaveAttribute('href', `/property/${property._id}/tender-payment`);
    await register.click();
    // Tender payment is for logged-in users only (docs/product.md, "Route table").
    await expect(page).toHaveURL(/\/login/);
  });

  test('a closed auction shows a disabled Registration Closed', async ({ page, request }) => {
    const { property, listUrl } = await findInState(request, 'closed');
    await openHome(page, listUrl);
    const card = page.locator(`[data-property-id="${property._id}"]`);
    await expect(card.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
    await expect(card.getByRole('link', { name: /Bid Now|Register Now/ })).toHaveCount(0);
  });

  test('View Property Details opens the detail page', async ({ page, request }) => {
    await openHome(page);
    const card = cards(page).first();
    const id = await card.getAttribute('data-property-id');
    const p = (await getJson<Success<Property>>(request, `/api/properties/${id}`)).data;
    await card.getByRole('link', { name: 'View Property Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: titleOf(p) })).toBeVisible();
  });

  test('the interested toggle sends an anonymous visitor to log in', async ({ page }) => {
    await openHome(page);
    const heart = cards(page).first().getByRole('button', { name: 'Save to interested properties' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('property detail', () => {
  test('tabs switch between overview, property details and documents', async ({ page, request }) => {
    const list = await allProperties(request);
    const p = list.find((x) => x.saleNoticeUrl && x.location && borrowerName(x.customerName));
    expect(p, 'a demo property with a sale notice, coordinates and a borrower').toBeTruthy();
    const property = p as Property;
    await page.goto(`/property/${property._id}`);
    await expect(page.getByRole('heading', { level: 1, name: titleOf(property) })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(titleOf(property).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // Overview: cards and sections.
    await expect(page.getByTestId('detail-auction-date')).toHaveText(formatDate(property.auctionDate));
    for (const name of [
      'Property Overview',
      'Auction Timeline',
      'Account Information',
      'Financial Details',
      'Location Map',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Property Details' }).click();
    await expect(page.getByRole('tab', { name: 'Property Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(borrowerName(property.customerName), { exact: true })).toBeVisible();
    await expect(page.getByText(String(property.cifId), { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Documents' }).click();
    const notice = page.getByRole('link', { name: 'Auction Notice' });
    // The notice in the page's language (docs/product.md, "Languages").
    await expect(notice).toHaveAttribute('href', `${property.saleNoticeUrl as string}?lang=en`);
    await expect(notice).toHaveAttribute('target', '_blank');

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { name: 'Financial Details' })).toBeVisible();
  });

  test('Auction Notice is disabled with an explanation when no notice is attached', async ({
    page,
    request,
  }) => {
    const property = (await allProperties(request)).find((x) => !x.saleNoticeUrl);
    expect(property).toBeTruthy();
    await page.goto(`/property/${(property as Property)._id}`);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByRole('button', { name: 'Auction Notice' })).toBeDisabled();
    await page.getByTestId('auction-notice-wrapper').hover();
    await expect(page.getByText('No sale notice has been attached to this property yet')).toBeVisible();
  });

  test('the map renders at 300px with the marker where the coordinates say', async ({ page, request }) => {
    const property = (await allProperties(request)).find((x) => x.location) as Property;
    await page.goto(`/property/${property._id}`);
    // The map loads as it comes near the window (not with the page).
    await page.getByRole('heading', { name: 'Location Map' }).scrollIntoViewIfNeeded();
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(300);
    const marker = page.locator('.leaflet-marker-icon');
    await expect(marker).toBeVisible();
    await marker.click();
    await expect(page.locator('.leaflet-popup-content')).toContainText(property.state);
  });

  test('Save Property sends an anonymous visitor to log in; Participate goes to the live auction', async ({
    page,
    request,
  }) => {
    // While live, an anonymous visitor's call to action is Participate in Auction (decision 032).
    const now = await serverNow(request);
    const property = (await allProperties(request)).find(
      (p) => cardState(p, now) === 'live' && cardState(p, now.getTime() + 60_000) === 'live',
    ) as Property;
    await page.goto(`/property/${property._id}`);
    await expect(page.getByRole('link', { name: 'Participate in Auction' })).toHaveAttribute(
      'href',
      `/property/${property._id}/live-auction`,
    );
    await page.getByRole('button', { name: 'Save Property' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown id says Property not found', async ({ page }) => {
    await page.goto('/property/no-such-property');
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
    await page.goto('/property/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  });
});
