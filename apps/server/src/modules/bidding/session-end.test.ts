import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { bearer } from '../../testing/accounts';
import { connectSocket, createBidder, insertAuction, listen, type ClientSocket } from '../../testing/bidding';
import { createTestApp, createTestCluster, type TestCluster, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { issueEmailToken } from '../auth/email-tokens';

const START = new Date('2026-10-05T04:30:00Z');
const END = new Date('2026-10-05T11:30:00Z');

/** Resolves with the reason once the server ends the connection (the test's time limit bounds the wait). */
const disconnection = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe.each(TEST_DATABASES)('revoked sessions and open sockets on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-10-05T06:00:00Z');
  let url = '';
  let auction = '';
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END });
    url = await listen(ctx.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await ctx?.close();
  });

  const open = async (token: string, join?: string) => {
    const socket = await connectSocket(url, token);
    sockets.push(socket);
    if (join)
      expect(await socket.timeout(10_000).emitWithAck('join-auction', join)).toMatchObject({ ok: true });
    return socket;
  };

  it("closes every socket of the account at 'log out everywhere', and no one else's", async () => {
    const user = await createBidder(ctx.app, clock, [auction]);
    const other = await createBidder(ctx.app, clock, [auction]);
    const watching = await open(user.token, auction);
    const idle = await open(user.token);
    const bystander = await open(other.token, auction);
    const ended = Promise.all([disconnection(watching), disconnection(idle)]);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
    // The bystander's connection still answers.
    expect(await bystander.timeout(10_000).emitWithAck('join-auction', auction)).toMatchObject({ ok: true });
    expect(bystander.connected).toBe(true);
  });

  it('closes every socket of the account when its password is reset', async () => {
    const user = await createBidder(ctx.app, clock, [auction]);
    const watching = await open(user.token, auction);
    const ended = disconnection(watching);
    const token = await issueEmailToken(ctx.app.db, user.id, 'reset-password', clock.now());

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'NewPass#2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });
});

const redisUrl = process.env.REDIS_URL?.trim();
const databaseUrl = process.env.TEST_DATABASE_URL?.trim();

// Several instances need a shared PostgreSQL and Redis; without both this suite does not run at all.
describe.runIf(Boolean(redisUrl && databaseUrl))('revoked sessions on two instances', () => {
  let cluster: TestCluster;
  const clock = new ManualClock('2026-10-05T06:00:00Z');
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    cluster = await createTestCluster(2, { clock, env: { REDIS_URL: redisUrl ?? '' } });
    for (const app of cluster.apps) expect(await app.bidding.ready()).toBe(true);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await cluster?.close();
  });

  it('closes a socket held by the other instance', async () => {
    const [first, second] = cluster.apps;
    if (!first || !second) throw new Error('no instances');
    const auction = await insertAuction(first.db, { startAt: START, endAt: END });
    const user = await createBidder(first, clock, [auction]);
    const elsewhere = await connectSocket(await listen(second), user.token);
    sockets.push(elsewhere);
    expect(await elsewhere.timeout(10_000).emitWithAck('join-auction', auction)).toMatchObject({ ok: true });
    const ended = disconnection(elsewhere);

    const res = await first.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });
});
