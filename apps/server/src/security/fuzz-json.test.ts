import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountRegistrationSchema,
  AddPropertySchema,
  AutoBidSettingsInputSchema,
  ContactMessageSchema,
  EditAuctionSchema,
  EmdRefundSchema,
  HolidayListSchema,
  PROFILE_TABS,
  RelistAuctionSchema,
  SaleReasonSchema,
  istInstant,
  profileTabOf,
} from '@eauction/shared';
import { autoBids, contactMessages, holidays, properties, registrations, users } from '../db/schema';
import { issueEmailToken } from '../modules/auth/email-tokens';
import { ManualClock } from '../platform/clock';
import { createUser } from '../testing/accounts';
import { insertAuction } from '../testing/bidding';
import { insertSale } from '../testing/closed-auctions';
import { insertProperty, insertRegistration } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { AUTHZ_MATRIX } from '../testing/security/authz-matrix';
import { beforeCase, checkAnswer, nextAddress, storedAsParsed } from '../testing/security/fuzz-checks';
import {
  fuzzParameters,
  fuzzTimeout,
  garbageBody,
  hostileBody,
  hostileText,
  toJson,
  type Hostile,
} from '../testing/security/hostile-input';
import { pathParams, type RouteKey } from '../testing/security/route-list';
import {
  accountBody,
  contactBody,
  currentToken,
  daysAhead,
  emdRefundBody,
  holidaysBody,
  propertyBody,
  reasonBody,
  relistBody,
  type Actor,
} from '../testing/security/valid-requests';

/*
 * Property-based fuzzing of every JSON endpoint, every query string and every path parameter
 * (decision 012): hostile bodies near valid ones, bodies that are not JSON, wrong content types, hostile
 * query parameters and path segments. Each answer must be below 500 and readable, Object.prototype
 * must stay clean, a refusal must store nothing, and an accepted body must be stored exactly as the
 * route's own schema reads it.
 */

type Who = 'anonymous' | 'bidder' | 'admin';

interface JsonTarget {
  method: 'POST' | 'PUT';
  url: () => string;
  who: Who;
  valid: () => Record<string, unknown>;
  /** Checks what an accepted request stored against what its schema makes of the body. */
  accepted?: (sent: Record<string, unknown>, data: unknown) => Promise<void>;
  /** Tables a refusal writes by design. */
  refusalWrites?: string[];
}

describe.each(TEST_DATABASES)('fuzzing JSON, query strings and path parameters on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let bidder: Actor;
  let admin: Actor;
  let liveAuction = '';
  let editTarget = '';
  let pendingRegistration = '';
  /** After the hammer: a registration whose EMD is due for refund, auctions to cancel and put up again. */
  let refundDue = '';
  let cancelTarget = '';
  let relistTarget = '';

  const db = () => ctx.app.db;
  const tokenOf = async (who: Who) =>
    who === 'anonymous' ? undefined : currentToken(ctx.app, clock, who === 'admin' ? admin : bidder);

  const send = async (who: Who, options: InjectOptions) => {
    const token = await tokenOf(who);
    return ctx.app.inject({
      ...options,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: nextAddress(),
    });
  };

  const rowOf = async <T>(rows: Promise<T[]>) => (await rows)[0] as Record<string, unknown>;

  const registeredAccounts = new Map<string, Record<string, unknown>>();
  const targets: Record<string, JsonTarget> = {
    'POST /api/contact': {
      method: 'POST',
      url: () => '/api/contact',
      who: 'anonymous',
      valid: contactBody,
      accepted: async (sent, data) => {
        const row = await rowOf(
          db()
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.id, (data as { id: string }).id)),
        );
        storedAsParsed(ContactMessageSchema.parse(sent), row, 'contact message');
      },
    },
    'POST /api/auth/register': {
      method: 'POST',
      url: () => '/api/auth/register',
      who: 'anonymous',
      valid: () => accountBody(),
      accepted: async (sent) => {
        const parsed = AccountRegistrationSchema.parse(sent);
        const row = await rowOf(db().select().from(users).where(eq(users.email, parsed.email)));
        // An address that already has an account is answered alike (its owner is mailed instead), and
        // that account stays as it was.
        const existing = registeredAccounts.get(parsed.email);
        if (existing) {
          expect(row).toEqual(existing);
          return;
        }
        storedAsParsed(parsed, row, 'account');
        registeredAccounts.set(parsed.email, row);
      },
    },
    'POST /api/auth/login': {
      method: 'POST',
      url: () => '/api/auth/login',
      who: 'anonymous',
      valid: () => ({ email: bidder.email, password: bidder.password, captcha: 'solved' }),
      // The fifth failed login of an address is audited ('user.login-throttled').
      refusalWrites: ['auditLog'],
    },
    'POST /api/auth/forgot-password': {
      method: 'POST',
      url: () => '/api/auth/forgot-password',
      who: 'anonymous',
      valid: () => ({ email: bidder.email }),
    },
    'POST /api/auth/reset-password': {
      method: 'POST',
      url: () => '/api/auth/reset-password',
      who: 'anonymous',
      valid: () => ({ token: 'A'.repeat(43), newPassword: 'Another@456' }),
    },
    'PUT /api/users/profile (personal)': {
      method: 'PUT',
      url: () => '/api/users/profile',
      who: 'bidder',
      valid: () => ({
        firstName: 'Ravi',
        lastName: 'Kumar',
        organizationName: 'Kumar Agro',
        mobile: '9876543210',
        landlineNo: '0141 2345678',
        fax: '',
        pancardNo: 'ABCDE1234F',
      }),
      accepted: async (sent) => profileStored(sent),
    },
    'PUT /api/users/profile (address)': {
      method: 'PUT',
      url: () => '/api/users/profile',
      who: 'bidder',
      valid: () => ({ address: '12 Civil Lines', state: 'maharashtra', city: 'pune', pincode: '411001' }),
      accepted: async (sent) => profileStored(sent),
    },
    'PUT /api/users/profile (bank)': {
      method: 'PUT',
      url: () => '/api/users/profile',
      who: 'bidder',
      valid: () => ({ bankName: 'State Bank of India', accountNo: '123456789012', ifscCode: 'SBIN0001234' }),
      accepted: async (sent) => profileStored(sent),
    },
    'PUT /api/users/language': {
      method: 'PUT',
      url: () => '/api/users/language',
      who: 'bidder',
      valid: () => ({ language: 'hi' }),
      accepted: async (sent) => {
        const row = await rowOf(db().select().from(users).where(eq(users.id, bidder.id)));
        expect(row.language).toBe(sent.language);
      },
    },
    'POST /api/auto-bidding/settings': {
      method: 'POST',
      url: () => '/api/auto-bidding/settings',
      who: 'bidder',
      valid: () => ({ auctionId: liveAuction, enabled: true, maxAmount: 5_000_000, increment: 1000 }),
      accepted: async (sent) => {
        const parsed = AutoBidSettingsInputSchema.parse(sent);
        const row = await rowOf(db().select().from(autoBids).where(eq(autoBids.userId, bidder.id)));
        storedAsParsed({ maxAmount: parsed.maxAmount, increment: parsed.increment }, row, 'auto-bid');
      },
    },
    'PUT /api/admin/registrations/{id}/status': {
      method: 'PUT',
      url: () => `/api/admin/registrations/${pendingRegistration}/status`,
      who: 'admin',
      valid: () => ({ status: 'approved' }),
      accepted: async (sent) => {
        const row = await rowOf(
          db().select().from(registrations).where(eq(registrations.id, pendingRegistration)),
        );
        expect(row.status).toBe(sent.status);
      },
    },
    'POST /api/admin/add-property': {
      method: 'POST',
      url: () => '/api/admin/add-property',
      who: 'admin',
      valid: () => propertyBody(),
      accepted: async (sent, data) => {
        const row = await rowOf(
          db()
            .select()
            .from(properties)
            .where(eq(properties.id, (data as { _id: string })._id)),
        );
        storedAsParsed(AddPropertySchema.parse(sent), row, 'added property');
      },
    },
    'PUT /api/admin/auctions/{auctionId}': {
      method: 'PUT',
      url: () => `/api/admin/auctions/${editTarget}`,
      who: 'admin',
      valid: () => ({ version: 0, customerName: 'M/s Edited Traders', region: 'Western Maharashtra' }),
      accepted: async (sent) => {
        const row = await rowOf(db().select().from(properties).where(eq(properties.id, editTarget)));
        const { version: _version, ...parsed } = EditAuctionSchema.parse(sent);
        storedAsParsed(parsed, row, 'edited auction');
        // The next case edits the version it read, as an admin would.
        await db().update(properties).set({ version: 0 }).where(eq(properties.id, editTarget));
      },
    },
    'PUT /api/admin/holidays': {
      method: 'PUT',
      url: () => '/api/admin/holidays',
      who: 'admin',
      valid: holidaysBody,
      accepted: async (sent) => {
        const expected = HolidayListSchema.parse(sent).holidays.sort((a, b) => a.date.localeCompare(b.date));
        expect(await db().select().from(holidays).orderBy(holidays.date)).toEqual(expected);
      },
    },
    'PUT /api/admin/registrations/{id}/emd-refund': {
      method: 'PUT',
      url: () => `/api/admin/registrations/${refundDue}/emd-refund`,
      who: 'admin',
      valid: emdRefundBody,
      accepted: async (sent) => {
        const parsed = EmdRefundSchema.parse(sent);
        const row = await rowOf(db().select().from(registrations).where(eq(registrations.id, refundDue)));
        expect(row).toMatchObject({
          emdState: 'refunded',
          emdRefundUtrNo: parsed.utrNo,
          emdRefundedOn: parsed.refundedOn,
        });
        // The next case finds it due again, as an officer would who had not recorded it yet.
        await db()
          .update(registrations)
          .set({ emdState: 'refund-due', emdRefundUtrNo: null, emdRefundedOn: null })
          .where(eq(registrations.id, refundDue));
      },
    },
    'POST /api/admin/auctions/{auctionId}/cancel': {
      method: 'POST',
      url: () => `/api/admin/auctions/${cancelTarget}/cancel`,
      who: 'admin',
      valid: reasonBody,
      accepted: async (sent) => {
        const row = await rowOf(db().select().from(properties).where(eq(properties.id, cancelTarget)));
        expect(row.cancelReason).toBe(SaleReasonSchema.parse(sent).reason);
        cancelTarget = await openAuction('Nagpur');
      },
    },
    'POST /api/admin/auctions/{auctionId}/relist': {
      method: 'POST',
      url: () => `/api/admin/auctions/${relistTarget}/relist`,
      who: 'admin',
      valid: () => relistBody(),
      accepted: async (sent, data) => {
        const parsed = RelistAuctionSchema.parse(sent);
        const row = await rowOf(
          db()
            .select()
            .from(properties)
            .where(eq(properties.id, (data as { _id: string })._id)),
        );
        expect(row).toMatchObject({
          relistedFrom: relistTarget,
          reservePrice: parsed.reservePrice,
          auctionDate: parsed.auctionDate,
          emdSubmission: parsed.emdSubmission,
          startAt: istInstant(parsed.auctionDate, parsed.auctionStartTime),
          endAt: istInstant(parsed.auctionDate, parsed.auctionEndTime),
        });
        relistTarget = await unsoldAuction();
      },
    },
  };

  /** An auction open for registration, far ahead. */
  const openAuction = (city: string) =>
    insertProperty(db(), {
      type: 'LAND',
      city,
      reserve: 1_000_000,
      date: daysAhead(60),
      emdSubmission: daysAhead(50),
    });

  /** An auction that ended yesterday without bids, its sale recorded: it may be put up again. */
  const unsoldAuction = async () => {
    const id = await insertProperty(db(), {
      type: 'LAND',
      city: 'Surat',
      reserve: 1_000_000,
      date: daysAhead(-1),
      emdSubmission: daysAhead(-3),
    });
    await insertSale(db(), id, { status: 'ended-no-bids', closedAt: clock.now() });
    return id;
  };

  async function profileStored(sent: Record<string, unknown>) {
    const tab = profileTabOf(sent);
    if (!tab) throw new Error('an accepted profile body names no tab');
    const row = await rowOf(db().select().from(users).where(eq(users.id, bidder.id)));
    storedAsParsed(PROFILE_TABS[tab].parse(sent) as Record<string, unknown>, row, `profile ${tab}`);
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      clock,
      env: { CAPTCHA_PROVIDER: 'off', RATE_LIMIT_PER_MINUTE: '1000000000' },
    });
    bidder = { ...(await createUser(db())), role: 'user' };
    admin = { ...(await createUser(db(), { role: 'admin' })), role: 'admin' };
    liveAuction = await insertAuction(db(), {
      startAt: new Date(clock.now().getTime() - 60 * 60_000),
      endAt: new Date(clock.now().getTime() + 5 * 60 * 60_000),
    });
    await insertRegistration(db(), liveAuction, bidder.id, 'approved');
    const open = await insertProperty(db(), {
      type: 'LAND',
      city: 'Jaipur',
      reserve: 1_000_000,
      date: daysAhead(60),
      emdSubmission: daysAhead(50),
    });
    await insertRegistration(db(), open, bidder.id, 'pending');
    const [registration] = await db()
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.propertyId, open));
    pendingRegistration = registration?.id ?? '';
    const refunded = await openAuction('Pune');
    await insertRegistration(db(), refunded, bidder.id, 'rejected');
    await db()
      .update(registrations)
      .set({ emdState: 'refund-due', emdRefundDueAt: clock.now() })
      .where(eq(registrations.propertyId, refunded));
    const [due] = await db()
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.propertyId, refunded));
    refundDue = due?.id ?? '';
    cancelTarget = await openAuction('Nagpur');
    relistTarget = await unsoldAuction();
    editTarget = await insertProperty(db(), {
      type: 'LAND',
      city: 'Agra',
      reserve: 500_000,
      date: daysAhead(70),
      emdSubmission: daysAhead(65),
    });
  }, 300_000);
  afterAll(async () => ctx?.close());

  for (const [name, target] of Object.entries(targets)) {
    it(
      `${name}: hostile bodies never cause a 5xx, pollution or a bad row`,
      async () => {
        await fc.assert(
          fc.asyncProperty(hostileBody(target.valid()), async (body) => {
            const text = toJson(body);
            const check = await beforeCase(ctx.app);
            const res = await send(target.who, {
              method: target.method,
              url: target.url(),
              payload: text,
              headers: { 'content-type': 'application/json' },
            });
            const what = `${name} with ${text.slice(0, 300)}`;
            await check(res, what, target.refusalWrites);
            if (res.statusCode < 400)
              await target.accepted?.(
                JSON.parse(text) as Record<string, unknown>,
                res.json<{ data?: unknown }>().data,
              );
          }),
          fuzzParameters(),
        );
      },
      fuzzTimeout(),
    );
  }

  it(
    'answers bodies that are not JSON, and wrong content types, with a 4xx on every JSON endpoint',
    async () => {
      const contentTypes = fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        '',
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(targets)),
          garbageBody,
          contentTypes,
          async (name, body, contentType) => {
            const target = targets[name] as JsonTarget;
            const check = await beforeCase(ctx.app);
            const res = await send(target.who, {
              method: target.method,
              url: target.url(),
              payload: body,
              headers: contentType ? { 'content-type': contentType } : {},
            });
            await check(res, `${name} with ${contentType} ${JSON.stringify(body.slice(0, 100))}`);
          },
        ),
        fuzzParameters(3),
      );
    },
    fuzzTimeout(3),
  );

  /** Percent-encodes anything, lone surrogates included (as the bytes a broken client would send). */
  const encode = (text: string) =>
    [...text]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`;
        }
        return encodeURIComponent(c);
      })
      .join('');

  const rawSegment = fc.oneof(
    hostileText.map(encode),
    fc.constantFrom('%', '%zz', '%00', '%2e%2e%2f%2e%2e%2f', '..', '.', '%c0%af', '%ff', '%ED%A0%80'),
  );

  it(
    'answers hostile query strings on every listing with a 4xx or a page',
    async () => {
      const listings = [
        '/api/properties',
        '/api/properties/locations',
        '/api/properties/banks',
        '/api/admin/auctions',
        '/api/admin/auction-reports',
        '/api/admin/emd-refunds',
        '/api/admin/sales',
      ];
      const queryKey = fc.oneof(
        fc.constantFrom(
          'type',
          'location',
          'maxPrice',
          'fromDate',
          'toDate',
          'bank',
          'auctionState',
          'limit',
          'offset',
          'q',
          'search',
          'status',
        ),
        fc.constantFrom(
          '__proto__',
          'constructor',
          'constructor[prototype][polluted]',
          '__proto__[polluted]',
          'a[]',
        ),
        rawSegment,
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...listings),
          fc.array(fc.tuple(queryKey, rawSegment), { minLength: 1, maxLength: 5 }),
          async (path, pairs) => {
            const query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
            const res = await send('admin', { method: 'GET', url: `${path}?${query}` });
            checkAnswer(res, `GET ${path}?${query.slice(0, 300)}`);
          },
        ),
        fuzzParameters(3),
      );
    },
    fuzzTimeout(3),
  );

  it(
    'answers hostile path parameters on every route that has them with a 4xx, changing nothing',
    async () => {
      const routes = (Object.keys(AUTHZ_MATRIX) as RouteKey[]).filter((k) => pathParams(k).length > 0);
      // The builders' bodies hold strings and numbers only.
      const entriesOf = (body: Record<string, unknown>): Hostile => ({
        entries: Object.entries(body) as [string, Hostile][],
      });
      const bodies: Record<string, Hostile> = {
        'PUT /api/admin/registrations/{id}/status': { entries: [['status', 'approved']] },
        'PUT /api/admin/auctions/{auctionId}': {
          entries: [
            ['version', 0],
            ['region', 'West'],
          ],
        },
        // Valid bodies, so that the path alone is what is hostile.
        'PUT /api/admin/registrations/{id}/emd-refund': entriesOf(emdRefundBody()),
        'POST /api/admin/auctions/{auctionId}/relist': entriesOf(relistBody()),
        'POST /api/admin/auctions/{auctionId}/cancel': entriesOf(reasonBody()),
        'POST /api/admin/sales/{propertyId}/not-confirmed': entriesOf(reasonBody()),
        'POST /api/admin/sales/{propertyId}/forfeit': entriesOf(reasonBody()),
        'POST /api/admin/sales/{propertyId}/extend': {
          entries: [
            ['balanceDueBy', daysAhead(30)],
            ['reason', 'More time'],
          ],
        },
        'PUT /api/admin/sales/{propertyId}/payments/{paymentId}': { entries: [['status', 'verified']] },
      };
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), rawSegment, async (route, segment) => {
          const [method, path] = route.split(' ') as [InjectOptions['method'], string];
          const url = path.replace(/\{[^}]+\}/g, segment);
          const body = bodies[route];
          const check = await beforeCase(ctx.app);
          const res = await send('admin', {
            method,
            url,
            ...(body ? { payload: toJson(body), headers: { 'content-type': 'application/json' } } : {}),
          });
          const what = `${method} ${url.slice(0, 300)}`;
          // No hostile segment names a real object: nothing may be found, so nothing may change.
          await check(res, what);
          expect(res.statusCode, what).toBeGreaterThanOrEqual(200);
        }),
        fuzzParameters(4),
      );
    },
    fuzzTimeout(4),
  );

  it('still serves and its data still reads as valid afterwards', async () => {
    expect((await send('anonymous', { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const me = await send('bidder', { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    const list = await send('admin', { method: 'GET', url: '/api/admin/auctions?limit=200' });
    expect(list.statusCode).toBe(200);
    // A valid token for a reset still works: hostile calls spent nothing they should not.
    const token = await issueEmailToken(db(), bidder.id, 'reset-password', clock.now());
    const check = await send('anonymous', { method: 'GET', url: `/api/auth/verify-reset-token/${token}` });
    expect(check.json()).toMatchObject({ data: { valid: true } });
  });
});
