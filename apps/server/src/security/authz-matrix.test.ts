import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTOS_FIELD,
  PROPERTY_UPLOAD_FIELD,
  SALE_NOTICE_FIELD,
  type PlaceBidAck,
  type RegistrationCreated,
} from '@eauction/shared';
import {
  auditLog,
  autoBids,
  bankEmdAccounts,
  bids,
  contactMessages,
  emailTokens,
  holidays,
  interests,
  mailQueue,
  properties,
  registrations,
  saleEvents,
  salePayments,
  sales,
  users,
} from '../db/schema';
import { XLSX_MIME, sheetOf, sheetRow, workbookFile } from '../testing/spreadsheets';

/** A valid EMD beneficiary account for a bank's default (decision 031). */
const SECURITY_EMD_ACCOUNT = {
  accountName: 'Security Bank EMD Account',
  accountNo: '123456789012',
  ifscCode: 'SBIN0000691',
  bankName: 'State Bank of India',
  branch: 'Sansad Marg',
};
import { issueEmailToken } from '../modules/auth/email-tokens';
import { ManualClock } from '../platform/clock';
import { createUser, solveCaptcha } from '../testing/accounts';
import { AuctionClient, connectSocket, insertAuction, listen } from '../testing/bidding';
import { insertProperty, insertRegistration, placeBids } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import {
  AUTHZ_MATRIX,
  CALLERS,
  HIDDEN_ROUTES,
  SOCKET_MATRIX,
  type Caller,
  type MatrixRow,
  type SocketExpected,
} from '../testing/security/authz-matrix';
import { openApiRoutes, pathParams, routerRoutes, type RouteKey } from '../testing/security/route-list';
import {
  accountBody,
  contactBody,
  currentToken,
  daysAhead,
  emdRefundBody,
  holidaysBody,
  nextId,
  paymentFields,
  propertyBody,
  reasonBody,
  registrationDocuments,
  registrationFields,
  relistBody,
  type Actor,
} from '../testing/security/valid-requests';
import { makePdf, makePng, multipartBody } from '../testing/uploads';

/*
 * The authorization matrix (docs/decisions/012-security-sweep.md): every route of the OpenAPI document, and
 * every route the router serves beyond it, called as anonymous, as a bidder on their own objects, as another
 * bidder on the first one's objects, and as an administrator, against real fixtures made through the real API
 * where the API makes them. The observed statuses must equal the table in authz-matrix.ts. Besides the
 * status, every call by the other bidder must neither show nor change anything of the bidder's, and
 * every refused call must change nothing at all.
 */

const OPEN_RESERVE = 1_000_000;
/** What only the bidder's own data contains; none of it may reach the other bidder. */
const OWNER_PAN = 'OWNRP1234Q';
const OWNER_ACCOUNT_NO = '987654321098';

interface Call {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

describe.each(TEST_DATABASES)('authorization matrix on %s', (kind) => {
  let ctx: TestContext;
  // Real time: the login captcha's expiry is checked against it too.
  const clock = new ManualClock();
  const webDir = mkdtempSync(join(tmpdir(), 'eauction-authz-web-'));
  let owner: Actor;
  let other: Actor;
  let admin: Actor;
  let loginUser: Actor;
  let openAuction = '';
  let liveAuction = '';
  let socketAuction = '';
  let filesProperty = '';
  let deletable = '';
  let ownerRegistration: RegistrationCreated;
  /** Sales the bidder won: awaiting confirmation, confirmed (with a reported payment), certified. */
  let ownerSale = '';
  let confirmedSale = '';
  let receiptPayment = '';
  let certifiedSale = '';
  let certificateNo = '';
  let addresses = 0;

  const db = () => ctx.app.db;
  const actorOf = (caller: Caller): Actor | null =>
    caller === 'anonymous' ? null : { bidder: owner, otherBidder: other, admin }[caller];

  /** Every call comes from its own public address: per-address limits never interfere. */
  const publicAddress = () => {
    addresses += 1;
    return `198.51.${Math.floor(addresses / 250) % 256}.${(addresses % 250) + 1}`;
  };

  const inject = async (caller: Caller, method: string, call: Call) => {
    const actor = actorOf(caller);
    const auth: Record<string, string> = actor
      ? { authorization: `Bearer ${await currentToken(ctx.app, clock, actor)}` }
      : {};
    return ctx.app.inject({
      method: method as InjectOptions['method'],
      url: call.url,
      payload: call.payload,
      headers: { ...call.headers, ...auth },
      remoteAddress: publicAddress(),
    });
  };

  const json = (body: unknown): Call['payload'] => body as Call['payload'];
  const form = async (
    fields: Record<string, string>,
    files: Awaited<ReturnType<typeof registrationDocuments>>,
  ) => {
    const body = await multipartBody(files, fields);
    return { payload: body.payload, headers: body.headers };
  };

  /** A property open for auction registration (EMD deadline ahead). */
  const openProperty = () =>
    insertProperty(db(), {
      type: 'LAND',
      city: 'Jaipur',
      reserve: OPEN_RESERVE,
      date: daysAhead(60),
      emdSubmission: daysAhead(50),
    });

  const liveProperty = () =>
    insertAuction(db(), {
      startAt: new Date(clock.now().getTime() - 60 * 60_000),
      endAt: new Date(clock.now().getTime() + 5 * 60 * 60_000),
      reserve: 100_000,
    });

  /** An auction that ended yesterday with the bidder's winning bid, closed by the real closing job. */
  const closedSale = async (): Promise<string> => {
    const id = await insertProperty(db(), {
      type: 'LAND',
      city: 'Jaipur',
      reserve: OPEN_RESERVE,
      date: daysAhead(-1),
      emdSubmission: daysAhead(-3),
    });
    await insertRegistration(db(), id, owner.id, 'approved');
    await placeBids(db(), id, [{ bidderId: owner.id, amount: OPEN_RESERVE }]);
    await ctx.app.saleWorker.runOnce();
    return id;
  };

  /** An auction that ended yesterday without a bid, closed by the job: it may be put up again. */
  const unsoldAuction = async (): Promise<string> => {
    const id = await insertProperty(db(), {
      type: 'LAND',
      city: 'Jaipur',
      reserve: OPEN_RESERVE,
      date: daysAhead(-1),
      emdSubmission: daysAhead(-3),
    });
    await ctx.app.saleWorker.runOnce();
    return id;
  };

  const expectStatus = async (
    caller: Caller,
    method: string,
    call: Call,
    status: number,
  ): Promise<{ data: Record<string, unknown> }> => {
    const res = await inject(caller, method, call);
    expect(res.statusCode, `${method} ${call.url}: ${res.body}`).toBe(status);
    return res.json();
  };

  /** The bidder reports a payment on their sale, with a receipt when asked; answers its id. */
  const pay = async (saleId: string, kind: 'deposit' | 'balance', amount: number, receipt = false) => {
    const files = receipt
      ? [{ name: 'receipt', filename: 'receipt.png', type: 'image/png', content: makePng() }]
      : [];
    const body = await form(paymentFields(kind, amount), files);
    const { data } = await expectStatus(
      'bidder',
      'POST',
      { url: `/api/sales/${saleId}/payments`, ...body },
      201,
    );
    return String(data._id);
  };
  const verify = (saleId: string, paymentId: string) =>
    expectStatus(
      'admin',
      'PUT',
      { url: `/api/admin/sales/${saleId}/payments/${paymentId}`, payload: json({ status: 'verified' }) },
      200,
    );
  const confirmed = async (): Promise<string> => {
    const id = await closedSale();
    await expectStatus('admin', 'POST', { url: `/api/admin/sales/${id}/confirm` }, 200);
    return id;
  };
  /** A confirmed sale whose deposit (then, when asked, balance) the bidder paid and an officer verified. */
  const paidSale = async (balanceToo: boolean): Promise<string> => {
    const id = await confirmed();
    const { data } = await expectStatus('bidder', 'GET', { url: `/api/sales/${id}` }, 200);
    await verify(id, await pay(id, 'deposit', Number(data.depositDue)));
    if (balanceToo) await verify(id, await pay(id, 'balance', Number(data.balanceDue)));
    return id;
  };

  /**
   * The request each route is called with, for a caller. Path parameters name the bidder's objects;
   * bodies are valid, so that only the caller decides the answer. Routes with neither are called as is.
   */
  const requests: Partial<Record<RouteKey, (caller: Caller) => Promise<Call>>> = {
    'GET /api/properties/{id}': async () => ({ url: `/api/properties/${openAuction}` }),
    'GET /api/properties/{id}/notice': async () => ({ url: `/api/properties/${filesProperty}/notice` }),
    'GET /api/properties/{id}/photos/{index}': async () => ({
      url: `/api/properties/${filesProperty}/photos/0`,
    }),
    'POST /api/contact': async () => ({ url: '/api/contact', payload: json(contactBody()) }),
    'POST /api/auth/register': async () => ({ url: '/api/auth/register', payload: json(accountBody()) }),
    'GET /api/auth/verify-email/{token}': async () => {
      const user = await createUser(db(), { verified: false });
      const token = await issueEmailToken(db(), user.id, 'verify-email', clock.now());
      return { url: `/api/auth/verify-email/${token}` };
    },
    'POST /api/auth/login': async () => ({
      url: '/api/auth/login',
      payload: json({
        email: loginUser.email,
        password: loginUser.password,
        captcha: await solveCaptcha(ctx.app),
      }),
    }),
    'POST /api/auth/forgot-password': async () => ({
      url: '/api/auth/forgot-password',
      payload: json({ email: loginUser.email }),
    }),
    'GET /api/auth/verify-reset-token/{token}': async () => {
      const user = await createUser(db());
      const token = await issueEmailToken(db(), user.id, 'reset-password', clock.now());
      return { url: `/api/auth/verify-reset-token/${token}` };
    },
    'POST /api/auth/reset-password': async () => {
      const user = await createUser(db());
      const token = await issueEmailToken(db(), user.id, 'reset-password', clock.now());
      return { url: '/api/auth/reset-password', payload: json({ token, newPassword: 'Another@456' }) };
    },
    'PUT /api/users/profile': async () => ({
      url: '/api/users/profile',
      payload: json({ firstName: 'Changed', lastName: 'Name', organizationName: 'Changed Org' }),
    }),
    'PUT /api/users/language': async () => ({
      url: '/api/users/language',
      payload: json({ language: 'hi' }),
    }),
    'POST /api/auth/interested-properties/{id}': async () => ({
      url: `/api/auth/interested-properties/${openAuction}`,
    }),
    'DELETE /api/auth/interested-properties/{id}': async () => ({
      url: `/api/auth/interested-properties/${openAuction}`,
    }),
    'POST /api/auction/register': async (caller) => {
      const auction = await openProperty();
      const email = (actorOf(caller) ?? other).email;
      return {
        url: '/api/auction/register',
        ...(await form(registrationFields(auction, email, OPEN_RESERVE), await registrationDocuments())),
      };
    },
    'GET /api/auction/check-access/{propertyId}': async () => ({
      url: `/api/auction/check-access/${liveAuction}`,
    }),
    'GET /api/registrations/{id}/documents/{kind}': async () => ({
      url: `/api/registrations/${ownerRegistration._id}/documents/pancardFile`,
    }),
    'PUT /api/admin/registrations/{id}/status': async () => ({
      url: `/api/admin/registrations/${ownerRegistration._id}/status`,
      payload: json({ status: 'approved' }),
    }),
    'GET /api/admin/auctions/{auctionId}/registrations': async () => ({
      url: `/api/admin/auctions/${openAuction}/registrations`,
    }),
    'GET /api/auto-bidding/info/{auctionId}': async () => ({
      url: `/api/auto-bidding/info/${liveAuction}`,
    }),
    'GET /api/auto-bidding/settings/{auctionId}': async () => ({
      url: `/api/auto-bidding/settings/${liveAuction}`,
    }),
    'POST /api/auto-bidding/settings': async () => ({
      url: '/api/auto-bidding/settings',
      payload: json({ auctionId: liveAuction, enabled: true, maxAmount: 5_000_000 }),
    }),
    'POST /api/admin/upload-properties': async () => {
      const file = workbookFile(sheetOf([sheetRow(`SEC-${nextId()}`)]));
      return {
        url: '/api/admin/upload-properties',
        ...(await form({}, [
          { name: PROPERTY_UPLOAD_FIELD, filename: 'p.xlsx', type: XLSX_MIME, content: file },
        ])),
      };
    },
    'POST /api/admin/add-property': async () => ({
      url: '/api/admin/add-property',
      payload: json(propertyBody()),
    }),
    'PUT /api/admin/auctions/{auctionId}': async () => {
      const [row] = await db()
        .select({ version: properties.version })
        .from(properties)
        .where(eq(properties.id, openAuction));
      return {
        url: `/api/admin/auctions/${openAuction}`,
        payload: json({ version: row?.version ?? 0, region: `Region ${nextId()}` }),
      };
    },
    'DELETE /api/admin/auctions/{auctionId}': async () => ({ url: `/api/admin/auctions/${deletable}` }),
    'PUT /api/admin/bank-emd-accounts': async () => ({
      url: '/api/admin/bank-emd-accounts',
      payload: json({ bankName: `Security Bank ${nextId()}`, account: SECURITY_EMD_ACCOUNT }),
    }),
    'DELETE /api/admin/bank-emd-accounts/{bankName}': async () => {
      const bankName = `Security Bank ${nextId()}`;
      const { bankName: accountBankName, ...rest } = SECURITY_EMD_ACCOUNT;
      await db()
        .insert(bankEmdAccounts)
        .values({ bankName, ...rest, accountBankName });
      return { url: `/api/admin/bank-emd-accounts/${encodeURIComponent(bankName)}` };
    },
    'GET /api/admin/auction-reports/{auctionId}': async () => ({
      url: `/api/admin/auction-reports/${liveAuction}`,
    }),
    'GET /api/admin/auction-reports/{auctionId}/download': async () => ({
      url: `/api/admin/auction-reports/${liveAuction}/download`,
    }),
    // After the hammer. A move an administrator makes is made on a sale of its own; the callers it
    // refuses are refused before the sale is read.
    'GET /api/sales/{propertyId}': async () => ({ url: `/api/sales/${ownerSale}` }),
    'POST /api/sales/{propertyId}/payments': async () => ({
      url: `/api/sales/${confirmedSale}/payments`,
      ...(await form(paymentFields('deposit', 1000), [])),
    }),
    'GET /api/sales/{propertyId}/payments/{paymentId}/receipt': async () => ({
      url: `/api/sales/${confirmedSale}/payments/${receiptPayment}/receipt`,
    }),
    'GET /api/sales/{propertyId}/certificate': async () => ({
      url: `/api/sales/${certifiedSale}/certificate`,
    }),
    'GET /api/verify/{certificateNo}': async () => ({ url: `/api/verify/${certificateNo}` }),
    'GET /api/admin/sales/{propertyId}': async () => ({ url: `/api/admin/sales/${ownerSale}` }),
    'POST /api/admin/sales/{propertyId}/confirm': async (caller) => ({
      url: `/api/admin/sales/${caller === 'admin' ? await closedSale() : ownerSale}/confirm`,
    }),
    'POST /api/admin/sales/{propertyId}/not-confirmed': async (caller) => ({
      url: `/api/admin/sales/${caller === 'admin' ? await closedSale() : ownerSale}/not-confirmed`,
      payload: json(reasonBody()),
    }),
    'PUT /api/admin/sales/{propertyId}/payments/{paymentId}': async (caller) => {
      const paymentId = caller === 'admin' ? await pay(confirmedSale, 'deposit', 1000) : receiptPayment;
      return {
        url: `/api/admin/sales/${confirmedSale}/payments/${paymentId}`,
        payload: json({ status: 'verified' }),
      };
    },
    'POST /api/admin/sales/{propertyId}/extend': async (caller) => ({
      url: `/api/admin/sales/${caller === 'admin' ? await paidSale(false) : confirmedSale}/extend`,
      payload: json({ balanceDueBy: daysAhead(40), reason: 'The buyer asked for time to arrange a loan' }),
    }),
    'POST /api/admin/sales/{propertyId}/forfeit': async (caller) => {
      let id = confirmedSale;
      if (caller === 'admin') {
        // A confirmed sale whose deposit deadline passed yesterday.
        id = await confirmed();
        await db()
          .update(sales)
          .set({ depositDueBy: daysAhead(-1) })
          .where(eq(sales.propertyId, id));
      }
      return { url: `/api/admin/sales/${id}/forfeit`, payload: json(reasonBody()) };
    },
    'POST /api/admin/sales/{propertyId}/certificate': async (caller) => ({
      url: `/api/admin/sales/${caller === 'admin' ? await paidSale(true) : ownerSale}/certificate`,
    }),
    'PUT /api/admin/holidays': async () => ({ url: '/api/admin/holidays', payload: json(holidaysBody()) }),
    'PUT /api/admin/registrations/{id}/emd-refund': async (caller) => {
      let id = ownerRegistration._id;
      if (caller === 'admin') {
        // Another bidder's registration, rejected: its EMD is due for refund.
        const auction = await openProperty();
        const user = await createUser(db());
        await insertRegistration(db(), auction, user.id, 'pending');
        const [row] = await db()
          .select({ id: registrations.id })
          .from(registrations)
          .where(eq(registrations.propertyId, auction));
        id = row?.id ?? '';
        await inject('admin', 'PUT', {
          url: `/api/admin/registrations/${id}/status`,
          payload: json({ status: 'rejected', reason: 'EMD not received' }),
        });
      }
      return { url: `/api/admin/registrations/${id}/emd-refund`, payload: json(emdRefundBody()) };
    },
    'POST /api/admin/auctions/{auctionId}/relist': async (caller) => ({
      url: `/api/admin/auctions/${caller === 'admin' ? await unsoldAuction() : openAuction}/relist`,
      payload: json(relistBody()),
    }),
    'POST /api/admin/auctions/{auctionId}/cancel': async (caller) => ({
      url: `/api/admin/auctions/${caller === 'admin' ? await openProperty() : openAuction}/cancel`,
      payload: json(reasonBody()),
    }),
    // Hidden routes.
    'GET /*': async () => ({ url: '/assets/app-1.js' }),
    'GET /api/docs/*': async () => ({ url: '/api/docs/static/swagger-ui.css' }),
  };

  const requestFor = async (key: RouteKey, caller: Caller): Promise<Call> => {
    const build = requests[key];
    if (build) return build(caller);
    if (pathParams(key).length > 0) throw new Error(`${key} has path parameters but no request in the test`);
    return { url: key.slice(key.indexOf(' ') + 1) };
  };

  /** Everything of the bidder's that another user must not change. */
  const ownerState = async () =>
    JSON.stringify([
      await db().select().from(users).where(eq(users.id, owner.id)),
      await db().select().from(registrations).where(eq(registrations.userId, owner.id)),
      await db().select().from(interests).where(eq(interests.userId, owner.id)),
      await db().select().from(autoBids).where(eq(autoBids.userId, owner.id)),
      await db().select().from(bids).where(eq(bids.bidderId, owner.id)),
    ]);

  /** Row counts of every table a call can write to: a refused call leaves them all as they were. */
  const rowCounts = async () => {
    const tables = {
      users,
      properties,
      registrations,
      interests,
      autoBids,
      bids,
      auditLog,
      contactMessages,
      mailQueue,
      emailTokens,
      holidays,
      sales,
      salePayments,
      saleEvents,
    };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      out[name] = (await db().select({ n: count() }).from(table))[0]?.n ?? -1;
    }
    return out;
  };

  beforeAll(async () => {
    // A web build, so the app serves its files as in production.
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>e-Nilami</title>');
    writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log(1);');
    ctx = await createTestApp(kind, { clock, env: { WEB_DIST_DIR: webDir } });

    const actor = async (role: 'user' | 'admin', verified = true): Promise<Actor> => {
      const user = await createUser(db(), { role, verified });
      return { ...user, role };
    };
    owner = await actor('user');
    other = await actor('user');
    admin = await actor('admin');
    loginUser = await actor('user');
    await db().update(users).set({ pancardNo: OWNER_PAN }).where(eq(users.id, owner.id));

    // The bidder's objects, made through the API where it makes them.
    openAuction = await openProperty();
    const registered = await inject('bidder', 'POST', {
      url: '/api/auction/register',
      ...(await form(
        registrationFields(openAuction, owner.email, OPEN_RESERVE, { accountNo: OWNER_ACCOUNT_NO }),
        await registrationDocuments(),
      )),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    ownerRegistration = registered.json<{ data: RegistrationCreated }>().data;
    const interested = await inject('bidder', 'POST', {
      url: `/api/auth/interested-properties/${openAuction}`,
    });
    expect(interested.statusCode).toBe(200);

    liveAuction = await liveProperty();
    await insertRegistration(db(), liveAuction, owner.id, 'approved');
    socketAuction = await liveProperty();
    await insertRegistration(db(), socketAuction, owner.id, 'approved');
    deletable = await openProperty();

    const withFiles = await multipartBody(
      [
        {
          name: SALE_NOTICE_FIELD,
          filename: 'notice.pdf',
          type: 'application/pdf',
          content: await makePdf(),
        },
        { name: PHOTOS_FIELD, filename: 'front.png', type: 'image/png', content: makePng() },
      ],
      Object.fromEntries(Object.entries(propertyBody()).map(([k, v]) => [k, String(v)])),
    );
    const added = await inject('admin', 'POST', {
      url: '/api/admin/add-property',
      payload: withFiles.payload,
      headers: withFiles.headers,
    });
    expect(added.statusCode, added.body).toBe(201);
    filesProperty = added.json<{ data: { _id: string } }>().data._id;

    // Sales the bidder won, moved on through the API as officers and buyers move them.
    ownerSale = await closedSale();
    confirmedSale = await confirmed();
    receiptPayment = await pay(confirmedSale, 'deposit', 1000, true);
    certifiedSale = await paidSale(true);
    const issued = await expectStatus(
      'admin',
      'POST',
      { url: `/api/admin/sales/${certifiedSale}/certificate` },
      201,
    );
    certificateNo = String(issued.data.certificateNo);
    // Generous: two busy cores take a while to migrate a database and make these fixtures.
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('has one entry for every route the app serves, and none for routes it does not', () => {
    const documented = openApiRoutes(ctx.app);
    const served = routerRoutes(ctx.app);
    const matrix = Object.keys(AUTHZ_MATRIX) as RouteKey[];
    const hidden = Object.keys(HIDDEN_ROUTES) as RouteKey[];
    expect({
      documentedWithoutEntry: documented.filter((k) => !matrix.includes(k)),
      hiddenWithoutEntry: served.filter((k) => !documented.includes(k) && !hidden.includes(k)),
      entriesForNoRoute: matrix.filter((k) => !documented.includes(k)),
      hiddenEntriesNotHidden: hidden.filter((k) => !served.includes(k) || documented.includes(k)),
      documentedButNotServed: documented.filter((k) => !served.includes(k)),
    }).toEqual({
      documentedWithoutEntry: [],
      hiddenWithoutEntry: [],
      entriesForNoRoute: [],
      hiddenEntriesNotHidden: [],
      documentedButNotServed: [],
    });
  });

  it('answers every route to every caller as the table says, leaking and changing nothing', async () => {
    const expected: Record<string, MatrixRow> = {};
    const observed: Record<string, MatrixRow> = {};
    const problems: string[] = [];
    const markers = [
      owner.email,
      owner.id,
      OWNER_PAN,
      OWNER_ACCOUNT_NO,
      ownerRegistration.confirmationCode,
    ].filter((m): m is string => typeof m === 'string');

    const rows: [RouteKey, MatrixRow][] = [
      ...(Object.entries(AUTHZ_MATRIX) as [RouteKey, MatrixRow][]),
      ...(Object.entries(HIDDEN_ROUTES) as [RouteKey, MatrixRow & { why?: string }][]).map(
        ([key, { why: _why, ...row }]): [RouteKey, MatrixRow] => [key, row],
      ),
    ];
    for (const [key, row] of rows) {
      const method = key.slice(0, key.indexOf(' '));
      expected[key] = row;
      const seen = {} as MatrixRow;
      for (const caller of CALLERS) {
        const call = await requestFor(key, caller);
        const [countsBefore, ownerBefore] = [await rowCounts(), await ownerState()];
        const res = await inject(caller, method, call);
        seen[caller] = res.statusCode as MatrixRow[Caller];
        if (res.statusCode >= 500) problems.push(`${key} as ${caller}: ${res.statusCode} ${res.body}`);
        if (caller === 'otherBidder') {
          const body = res.rawPayload.toString('latin1');
          for (const marker of markers) {
            if (body.includes(marker)) problems.push(`${key} showed the other bidder ${marker}`);
          }
          if ((await ownerState()) !== ownerBefore)
            problems.push(`${key} by the other bidder changed the bidder's data`);
        }
        if (res.statusCode >= 400 && res.statusCode < 500) {
          const countsAfter = await rowCounts();
          if (JSON.stringify(countsAfter) !== JSON.stringify(countsBefore)) {
            problems.push(`${key} as ${caller} answered ${res.statusCode} but wrote rows`);
          }
        }
      }
      observed[key] = seen;
    }
    expect(observed).toEqual(expected);
    expect(problems).toEqual([]);
  }, 300_000);

  it('lets only approved bidders join and bid over Socket.IO, and administrators watch', async () => {
    const url = await listen(ctx.app);
    const observed = {} as Record<keyof typeof SOCKET_MATRIX, Record<Caller, SocketExpected>>;
    const info = await inject('bidder', 'GET', { url: `/api/auto-bidding/info/${socketAuction}` });
    const amount = info.json<{ data: { minManualBid: number } }>().data.minManualBid;
    const join = {} as Record<Caller, SocketExpected>;
    const bid = {} as Record<Caller, SocketExpected>;
    for (const caller of CALLERS) {
      const actor = actorOf(caller);
      const token = actor ? await currentToken(ctx.app, clock, actor) : undefined;
      const socket = await connectSocket(url, token).catch(() => null);
      if (!socket) {
        join[caller] = 'refused-connection';
        bid[caller] = 'refused-connection';
        continue;
      }
      const client = new AuctionClient(socket, socketAuction);
      try {
        const joined = await client.join();
        join[caller] = joined.ok ? 'ok' : (joined.code as SocketExpected);
        const placed: PlaceBidAck = await client.bid(amount);
        bid[caller] = placed.ok ? 'ok' : (placed.code as SocketExpected);
      } finally {
        client.close();
      }
    }
    observed['join-auction'] = join;
    observed['place-bid'] = bid;
    expect(observed).toEqual(SOCKET_MATRIX);
  });
});
