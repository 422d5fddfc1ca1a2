import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type CertificateCheck, type Property, type PublicConfig } from '@eauction/shared';
import { INERT_UNTIL_START, hydratePageData, type PageData } from '../app/server-rendered';
import { POLICY_PAGES } from '../features/policies/policy-list';
import { propertiesQueryOptions } from '../features/properties/api/get-properties';
import { makeProperty } from '../testing/property-fixtures';
import { createPageRenderer } from './render';

/*
 * The server's render of a page (docs/decisions/035-server-rendering-through-the-router.md), with its
 * API calls answered by `answer` below as the server's routes answer them (the server's own tests run
 * it against the real routes, the browser tests against the whole server).
 */

const hostile = '</script><script>alert(1)</script><!-- \u2028';
// Auction on 20 March 2026, 10:00–17:00 IST; EMD deadline 15 March.
const property: Property = makeProperty({ customerName: `M/s Sharma ${hostile}` });
// An auction that is over: sold to one of 4 bidders after 17 bids.
const sold: Property = makeProperty({
  _id: 'sold-1',
  auctionCode: 'EA-2026-0042',
  outcome: { state: 'sold', biddersCount: 4, bidsCount: 17, salePrice: 3_000_000 },
});
const certificate: CertificateCheck = {
  certificateNo: 'SC-2026-000001',
  auctionCode: 'EA-2026-0042',
  property: 'RESIDENTIAL HOUSE, Indore, Madhya Pradesh',
  propertyType: 'RESIDENTIAL HOUSE',
  place: 'Indore, Madhya Pradesh',
  bankName: 'Bharat Housing Finance Ltd',
  salePrice: 3_000_000,
  saleDate: '2026-03-20',
  confirmedOn: '2026-03-21',
  issuedOn: '2026-04-10',
  buyer: 'M**** I***',
};
const config: PublicConfig = {
  mapTileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
  captchaProvider: 'altcha',
  publicUrl: 'https://enilami.example.in',
};
const DURING = new Date('2026-03-20T06:00:00.000Z'); // 11:30 IST on the auction day
const BEFORE = new Date('2026-03-10T06:00:00.000Z'); // registration still open

/** What the API calls asked for, path and query. */
let asked: string[] = [];
let settings = config;

/** The server's answers, by path. */
function answer(path: string): { status: number; body: unknown } {
  const url = new URL(path, 'http://api.invalid');
  if (url.pathname === '/api/config') return { status: 200, body: { success: true, data: settings } };
  if (url.pathname === '/api/properties/locations')
    return { status: 200, body: { success: true, data: ['Mumbai', 'Pune'] } };
  if (url.pathname === '/api/properties/banks')
    return { status: 200, body: { success: true, data: ['Canara Bank'] } };
  if (url.pathname === '/api/properties') {
    return { status: 200, body: { success: true, data: [property], total: 1, limit: 24, offset: 0 } };
  }
  if (url.pathname === `/api/properties/${property._id}`)
    return { status: 200, body: { success: true, data: property } };
  if (url.pathname === `/api/properties/${sold._id}`)
    return { status: 200, body: { success: true, data: sold } };
  if (url.pathname === `/api/verify/${certificate.certificateNo}`)
    return { status: 200, body: { success: true, data: certificate } };
  if (url.pathname.startsWith('/api/verify/'))
    return {
      status: 404,
      body: { success: false, error: 'No sale certificate has this number', code: 'CERTIFICATE_NOT_FOUND' },
    };
  return { status: 404, body: { success: false, error: 'Property not found', code: 'PROPERTY_NOT_FOUND' } };
}

const renderer = createPageRenderer((input) => {
  const path = String(input);
  asked.push(path);
  const { status, body } = answer(path);
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
});

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

async function render(url: string, now = DURING) {
  const page = await renderer.renderPage(url, now);
  if (!page) throw new Error(`${url} was not rendered`);
  return page;
}

beforeEach(() => {
  asked = [];
  settings = config;
});

const PUBLIC_PAGES = [
  '/',
  '/assets',
  '/login',
  '/register',
  '/forgot-password',
  '/about',
  '/contact',
  `/property/${property._id}`,
  `/verify/${certificate.certificateNo}`,
  '/verify/SC-2026-999999',
  ...POLICY_PAGES.map((page) => page.path),
  '/no-such-page',
];

describe("the server's render of the public pages", () => {
  it.each(PUBLIC_PAGES)('%s: one h1, its own title and description in <head>, no script', async (url) => {
    const page = await render(url);
    expect(page.head).toMatch(/^<title data-server-rendered="head">[^<]+ \| e-Nilami<\/title>/);
    expect(page.head).toMatch(/<meta data-server-rendered="head" name="description" content="[^"]+"\/>/);
    expect(page.body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/<script/i);
    // The metadata went to <head>: none is left in the markup of #root.
    expect(page.body).not.toMatch(/<(title|meta|link)[\s>]/);
  });

  it.each(['/login', '/register', '/contact', '/'])(
    '%s: every form, button and field is inert until the app starts; links are not',
    async (url) => {
      const { body } = await render(url);
      const controls = body.match(/<(form|button|input|select|textarea)[\s>][^>]*>/g) ?? [];
      expect(controls.length).toBeGreaterThan(0);
      for (const tag of controls) expect(tag).toContain(`${INERT_UNTIL_START} inert`);
      expect(body.match(/<a [^>]*>/g)?.some((tag) => tag.includes('inert'))).toBe(false);
    },
  );

  it('marks the page of an unknown address 404, and every known page 200', async () => {
    expect((await render('/no-such-page')).status).toBe(404);
    expect((await render('/no-such-page')).body).toContain('<h1');
    expect((await render('/login')).status).toBe(200);
    expect((await render('/')).status).toBe(200);
  });

  it('names the screen modules to preload, outer route first', async () => {
    expect((await render('/login')).modules).toEqual(['src/features/auth/login-page.tsx']);
    expect(renderer.screenModulesOf('/dashboard/profile')).toEqual([
      'src/features/dashboard/dashboard-layout.tsx',
      'src/features/dashboard/profile-page.tsx',
    ]);
  });

  it('leaves the screens that need a signed-in user to the app, and a page whose data failed', async () => {
    for (const url of [
      '/dashboard',
      '/dashboard/bidding-history',
      '/admin',
      `/property/${property._id}/live-auction`,
    ]) {
      expect(await renderer.renderPage(url, DURING), url).toBeNull();
    }
    // An unknown property: the app asks again and says 'Property not found' itself.
    expect(await renderer.renderPage('/property/unknown', DURING)).toBeNull();
    expect(asked).toContain('/api/properties/unknown');
  });

  it('renders the login form with its captcha, or without one when the server runs without it', async () => {
    expect(text((await render('/login')).body)).toContain('Security check');
    settings = { ...config, captchaProvider: 'off' };
    const without = await render('/login');
    expect(text(without.body)).not.toContain('Security check');
    expect(without.body).not.toContain('Loading the captcha');
  });
});

describe('pages in Hindi', () => {
  // The tests' setup loads the English catalogues; the Hindi ones only the render's own loading gives.
  it('renders /hi with the Hindi catalogues: the shell, the feature and the shared labels', async () => {
    const page = text((await render('/hi')).body);
    expect(page).toContain('आगामी ई-नीलामियाँ');
    expect(page).toContain('ई-नीलामी');
    expect(page).not.toMatch(/\bproperties\.home\.title\b|\blabels\.site\./);
  });
});

describe('the catalogue and the property page, rendered with their data', () => {
  it.each(['/', '/assets'])('%s: the cards, their count and the filter options', async (url) => {
    const page = await render(url);
    expect(page.body).not.toContain('data-testid="property-list-skeleton"');
    expect(page.body.match(/data-testid="property-card"/g)).toHaveLength(1);
    expect(page.body).toMatch(/data-testid="property-count"[^>]*>(?:<[^>]+>)*1</);
    expect(text(page.body)).toContain('Pune');
    expect(text(page.body)).toContain('Canara Bank');
    // The state at the moment of rendering: the auction is live then.
    expect(text(page.body)).toContain('Live now');
    // Shown as text: the markup in a stored name is escaped, no element of it exists.
    expect(page.body).not.toMatch(/<script/i);
  });

  it("asks the API for the address's filters and page, as the screen does", async () => {
    const page = await render('/assets?location=Pune&page=2');
    expect(asked).toContain('/api/properties?location=Pune&limit=24&offset=24');
    const data = JSON.parse(page.data) as PageData;
    const key = propertiesQueryOptions({ filters: { location: 'Pune' }, page: 2 }).queryKey;
    expect(data.queries.queries.map((query) => query.queryKey)).toContainEqual(key);
  });

  it('renders what depends on the time from the moment given, whatever the clock of the machine says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-09-28T17:43:21Z'));
      const before = await render('/', BEFORE);
      vi.setSystemTime(new Date('2026-01-02T03:04:05Z'));
      const again = await render('/', BEFORE);
      expect(again.body).toBe(before.body);
      expect(text(before.body)).not.toContain('Live now');
      // The same data at another moment is the same data: the page's ETag changes with the markup only.
      expect(again.dataKey).toBe(before.dataKey);
      expect((await render('/', DURING)).body).not.toBe(before.body);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the property: its heading and facts, its markup escaped, no state of the moment', async () => {
    const page = await render(`/property/${property._id}`);
    expect(page.head).toContain('M/s Sharma');
    expect(text(page.body)).toContain(property.auctionCode);
    expect(page.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    for (const badge of ['Live now', 'EMD registration open', 'Registration closed']) {
      expect(text(page.body)).not.toContain(badge);
    }
  });

  it("sends its data as JSON that cannot leave its <script> element, which fills the browser's cache", async () => {
    const page = await render(`/property/${property._id}`);
    expect(page.data).not.toContain('<');
    expect(page.data).not.toMatch(/[\u2028\u2029]/);

    const doc = document.implementation.createHTMLDocument('rendered');
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = page.data;
    doc.body.append(block);
    const client = new QueryClient();
    expect(hydratePageData(client, doc)).toBe(DURING.getTime());
    expect(client.getQueryData(['properties', 'detail', property._id])).toEqual(property);
    expect(client.getQueryData(['config'])).toEqual(config);

    for (const broken of ['{ not json', '{"queries": 3}', '{"queries": {"queries": "x"}}']) {
      block.textContent = broken;
      const empty = new QueryClient();
      expect(hydratePageData(empty, doc), broken).toBeUndefined();
      expect(empty.getQueryCache().getAll(), broken).toHaveLength(0);
    }
  });
});

describe('after the hammer, rendered with its data', () => {
  it('renders how a sold auction ended on its property page, the same whatever the moment', async () => {
    const page = await render(`/property/${sold._id}`);
    expect(text(page.body)).toContain('Sold');
    expect(text(page.body)).toContain('4 bidders placed 17 bids.');
    expect(text(page.body)).toContain('Sale price: ₹30,00,000');
    expect((await render(`/property/${sold._id}`, BEFORE)).body).toBe(page.body);
  });

  it('renders a genuine certificate with 200, and a number no certificate has with its message and 404', async () => {
    const genuine = await render(`/verify/${certificate.certificateNo}`);
    expect(genuine.status).toBe(200);
    expect(text(genuine.body)).toContain('Sale certificate SC-2026-000001 is genuine');
    expect(text(genuine.body)).toContain('M**** I***');
    expect(genuine.modules).toEqual(['src/features/sale/verify-certificate-page.tsx']);

    const unknown = await render('/verify/SC-2026-999999');
    expect(unknown.status).toBe(404);
    expect(text(unknown.body)).toContain('No sale certificate has this number');
    expect(text(unknown.body)).toContain('SC-2026-999999');
  });

  it('leaves the buyer’s sale page to the app: it needs a signed-in user', async () => {
    expect(await renderer.renderPage(`/property/${sold._id}/sale`, DURING)).toBeNull();
  });
});
