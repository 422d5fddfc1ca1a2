import type { RouteKey } from './route-list';

/**
 * Who may call what: the expected answer of every HTTP route to four callers (decision 012, the
 * security sweep). `src/security/authz-matrix.test.ts` calls each route as each caller against real
 * fixtures and compares; it fails when the OpenAPI document or the router has a route this table does
 * not name, and when this table names a route that no longer exists. Adding a route therefore means
 * deciding here who may call it.
 *
 * The callers, all from a public client address:
 * - `anonymous`: no session.
 * - `bidder`: a verified user calling on their own objects (their registration, its documents, their
 *   interested list, their auto-bid, the live auction they are approved for).
 * - `otherBidder`: another verified user making the very same call (same path, same body) on the
 *   bidder's objects. Where a route only ever acts on the caller's own data (`/api/auth/me`, the
 *   profile, the interested list), it answers for the other bidder's own data; the test then checks
 *   that nothing of the bidder's was read or changed.
 * - `admin`: an administrator.
 *
 * Statuses are exact. 404 for another user's registration document is deliberate: it does not tell a
 * stranger that the registration exists.
 */

export type Caller = 'anonymous' | 'bidder' | 'otherBidder' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'otherBidder', 'bidder', 'admin'];

export type Expected = 200 | 201 | 302 | 400 | 401 | 403 | 404 | 409;
export type MatrixRow = Record<Caller, Expected>;

const everyone = (status: Expected): MatrixRow => ({
  anonymous: status,
  bidder: status,
  otherBidder: status,
  admin: status,
});
/** A signed-in user acting on their own account: 401 without a session. */
const signedIn = (status: Expected = 200): MatrixRow => ({
  anonymous: 401,
  bidder: status,
  otherBidder: status,
  admin: status,
});
/** The bidder's own object: strangers are refused, administrators see it. */
const ownerOrAdmin = (stranger: 403 | 404): MatrixRow => ({
  anonymous: 401,
  bidder: 200,
  otherBidder: stranger,
  admin: 200,
});
const adminOnly = (status: Expected = 200): MatrixRow => ({
  anonymous: 401,
  bidder: 403,
  otherBidder: 403,
  admin: status,
});

/** Every route of the OpenAPI document. */
export const AUTHZ_MATRIX: Record<RouteKey, MatrixRow> = {
  // Operations and the public catalogue.
  'GET /healthz': everyone(200),
  'GET /readyz': everyone(200),
  'GET /api/time': everyone(200),
  'GET /api/config': everyone(200),
  'GET /api/properties': everyone(200),
  'GET /api/properties/locations': everyone(200),
  'GET /api/properties/banks': everyone(200),
  'GET /api/properties/{id}': everyone(200),
  'GET /api/properties/{id}/notice': everyone(200),
  'GET /api/properties/{id}/photos/{index}': everyone(200),
  'POST /api/contact': everyone(201),
  'GET /api/captcha/challenge': everyone(200),

  // Accounts: public steps, then the caller's own account.
  'POST /api/auth/register': everyone(201),
  'GET /api/auth/verify-email/{token}': everyone(200),
  'POST /api/auth/login': everyone(200),
  'POST /api/auth/forgot-password': everyone(200),
  'GET /api/auth/verify-reset-token/{token}': everyone(200),
  'POST /api/auth/reset-password': everyone(200),
  'GET /api/auth/me': signedIn(),
  'POST /api/auth/logout-everywhere': signedIn(),
  'PUT /api/users/profile': signedIn(),
  'PUT /api/users/language': signedIn(),
  'GET /api/auth/interested-properties': signedIn(),
  'POST /api/auth/interested-properties/{id}': signedIn(),
  'DELETE /api/auth/interested-properties/{id}': signedIn(),
  'GET /api/auth/bidding-history': signedIn(),

  // Auction participation. Everyone signed in may register (each for a fresh auction of their own).
  'POST /api/auction/register': signedIn(201),
  'GET /api/auction/my-registrations': signedIn(),
  'GET /api/auction/check-access/{propertyId}': ownerOrAdmin(403),
  'GET /api/registrations/{id}/documents/{kind}': ownerOrAdmin(404),

  // Live auction over HTTP. Administrators watch (info, settings) but a proxy is bidding: only an
  // approved registration may set one up, an administrator's included.
  'GET /api/auto-bidding/info/{auctionId}': ownerOrAdmin(403),
  'GET /api/auto-bidding/settings/{auctionId}': ownerOrAdmin(403),
  'POST /api/auto-bidding/settings': { anonymous: 401, bidder: 200, otherBidder: 403, admin: 403 },

  // The admin console.
  'GET /api/admin/registrations': adminOnly(),
  'PUT /api/admin/registrations/{id}/status': adminOnly(),
  'GET /api/admin/auctions/{auctionId}/registrations': adminOnly(),
  'GET /api/admin/dashboard-stats': adminOnly(),
  'POST /api/admin/upload-properties': adminOnly(),
  'GET /api/admin/upload-template': adminOnly(),
  'POST /api/admin/add-property': adminOnly(201),
  'GET /api/admin/auctions': adminOnly(),
  'PUT /api/admin/auctions/{auctionId}': adminOnly(),
  'DELETE /api/admin/auctions/{auctionId}': adminOnly(),
  'GET /api/admin/auction-reports': adminOnly(),
  'GET /api/admin/auction-reports/{auctionId}': adminOnly(),
  'GET /api/admin/auction-reports/{auctionId}/download': adminOnly(),
  'GET /api/admin/bank-emd-accounts': adminOnly(),
  'PUT /api/admin/bank-emd-accounts': adminOnly(),
  'DELETE /api/admin/bank-emd-accounts/{bankName}': adminOnly(),

  // After the hammer: the buyer's sale (the bidder wins it; another bidder is told there is no such
  // sale), which only the buyer pays into; anyone may check a sale certificate by its number.
  'GET /api/sales/{propertyId}': ownerOrAdmin(404),
  'POST /api/sales/{propertyId}/payments': { anonymous: 401, bidder: 201, otherBidder: 404, admin: 403 },
  'GET /api/sales/{propertyId}/payments/{paymentId}/receipt': ownerOrAdmin(404),
  'GET /api/sales/{propertyId}/certificate': ownerOrAdmin(404),
  'GET /api/verify/{certificateNo}': everyone(200),
  'GET /api/admin/sales': adminOnly(),
  'GET /api/admin/sales/{propertyId}': adminOnly(),
  'POST /api/admin/sales/{propertyId}/confirm': adminOnly(),
  'POST /api/admin/sales/{propertyId}/not-confirmed': adminOnly(),
  'PUT /api/admin/sales/{propertyId}/payments/{paymentId}': adminOnly(),
  'POST /api/admin/sales/{propertyId}/extend': adminOnly(),
  'POST /api/admin/sales/{propertyId}/forfeit': adminOnly(),
  'POST /api/admin/sales/{propertyId}/certificate': adminOnly(201),
  'GET /api/admin/holidays': adminOnly(),
  'PUT /api/admin/holidays': adminOnly(),
  'GET /api/admin/emd-refunds': adminOnly(),
  'PUT /api/admin/registrations/{id}/emd-refund': adminOnly(),
  'POST /api/admin/auctions/{auctionId}/relist': adminOnly(201),
  'POST /api/admin/auctions/{auctionId}/cancel': adminOnly(),
};

/**
 * Routes the router serves that the OpenAPI document leaves out, each with the reason. The matrix
 * test calls them like the others.
 */
export const HIDDEN_ROUTES: Record<RouteKey, MatrixRow & { why: string }> = {
  'GET /*': { ...everyone(200), why: "the built web app's files, and index.html for every page path" },
  'GET /api/docs': { ...everyone(200), why: 'the API documentation page (Swagger UI)' },
  'GET /api/docs/': { ...everyone(200), why: 'the same page' },
  'GET /api/docs/*': { ...everyone(200), why: "the documentation page's scripts and styles" },
  'GET /api/docs/json': { ...everyone(200), why: 'the OpenAPI document itself' },
  'GET /api/docs/yaml': { ...everyone(200), why: 'the OpenAPI document itself' },
  'GET /api/docs/static/index.html': { ...everyone(302), why: 'a redirect to /api/docs/' },
  'GET /api/docs/static/swagger-initializer.js': { ...everyone(200), why: "the page's start-up script" },
  // Prometheus metrics are for the host (or a scraper with METRICS_TOKEN): a public client is refused
  // whatever session it carries.
  'GET /metrics': { ...everyone(403), why: 'operational metrics, loopback or METRICS_TOKEN only' },
};

/**
 * The live auction's Socket.IO events are not HTTP routes; their authorization is checked by the
 * same test: who may connect, join an auction and bid in it. An anonymous client cannot connect at
 * all. 'ok' is an accepted message; otherwise the refusal code of the acknowledgement.
 */
export type SocketExpected = 'ok' | 'refused-connection' | 'NO_AUCTION_ACCESS' | 'NOT_JOINED';
export const SOCKET_MATRIX: Record<'join-auction' | 'place-bid', Record<Caller, SocketExpected>> = {
  'join-auction': {
    anonymous: 'refused-connection',
    bidder: 'ok',
    otherBidder: 'NO_AUCTION_ACCESS',
    admin: 'ok',
  },
  // The other bidder could not join, so their bid never reaches the engine; an administrator joined
  // to watch, but watching is not bidding.
  'place-bid': {
    anonymous: 'refused-connection',
    bidder: 'ok',
    otherBidder: 'NOT_JOINED',
    admin: 'NO_AUCTION_ACCESS',
  },
};
