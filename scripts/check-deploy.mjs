// `npm run check:deploy`: checks the production topology of compose.yaml for real, without Docker.
//
// Two instances of the built server (`npm run build` first) on one scratch PostgreSQL database, one
// Redis and one DATA_DIR, behind nginx running deploy/nginx/templates/default.conf.template — the file
// compose.yaml mounts — rendered the way the nginx image renders it. Through nginx it checks that
// pages and the API answer, that /metrics is not exposed, that a Socket.IO client connects over a
// WebSocket (and over long-polling, which needs the sticky sessions) and receives the update of a bid
// placed through the other instance.
//
// Needs: nginx on PATH (or NGINX=/path/to/nginx; Debian: apt-get install -y nginx-light), a PostgreSQL
// server in DATABASE_URL where a scratch database may be created (it is dropped afterwards), and
// REDIS_URL or redis-server on PATH (a private one is started on a free port).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { io } from 'socket.io-client';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = join(root, 'deploy', 'nginx', 'templates', 'default.conf.template');
const SERVER_ENTRY = join(root, 'apps', 'server', 'dist', 'main.mjs');
const WEB_INDEX = join(root, 'apps', 'web', 'dist', 'index.html');
const NGINX = process.env.NGINX || 'nginx';
const ADMIN = { email: 'ops-check-admin@example.in', password: 'OpsCheck@12345' };
// Created by SEED_DEMO (apps/server/src/db/seed.ts).
const BIDDER = { email: 'bidder@enilami.in', password: 'Bidder@12345' };
const START_TIMEOUT_MS = 90_000;
const EVENT_TIMEOUT_MS = 15_000;

const children = [];
/** Socket clients, closed before the servers stop. */
const sockets = [];
/** Run once every child has stopped (the scratch database is dropped last). */
const finalCleanups = [];
const work = mkdtempSync(join(tmpdir(), 'eauction-deploy-check-'));
// nginx's workers run as an unprivileged user when nginx is started as root: they must reach the
// temporary folders nginx creates in here.
chmodSync(work, 0o755);

function fail(message) {
  throw new Error(message);
}

function step(message) {
  console.log(`  ✓ ${message}`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running child; its output goes to a log file shown when something fails. */
function start(name, command, args, env) {
  const logFile = join(work, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const entry = { name, child, logFile, exited: null };
  child.once('exit', (code, signal) => {
    entry.exited = signal ?? `code ${code}`;
  });
  child.once('error', (error) => {
    entry.exited = error.message;
  });
  children.push(entry);
  return entry;
}

function tail(entry, lines = 25) {
  try {
    return readFileSync(entry.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function waitFor(what, predicate, timeoutMs, watched = []) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const entry of watched) {
      if (entry.exited)
        fail(`${entry.name} exited (${entry.exited}) while waiting for ${what}:\n${tail(entry)}`);
    }
    if (await predicate().catch(() => false)) return;
    if (Date.now() > deadline) fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    fail(`expected JSON from ${response.url}, got ${response.status}: ${text.slice(0, 200)}`);
  }
}

/** What the nginx image does with /etc/nginx/templates: replace ${NAME} for the names it is given. */
function renderTemplate(text, values) {
  const rendered = text.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) =>
    name in values ? values[name] : whole,
  );
  const left = /\$\{[A-Z0-9_]+\}/.exec(rendered);
  if (left) fail(`the nginx template uses ${left[0]}, which the check does not set`);
  return rendered;
}

/** Solves the server's ALTCHA challenge as the login widget does. */
async function solveCaptcha(base) {
  const challenge = await json(await fetch(`${base}/api/captcha/challenge`));
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) fail('the captcha challenge could not be solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function login(base, account) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, captcha: await solveCaptcha(base) }),
  });
  const body = await json(response);
  if (response.status !== 200 || !body.success)
    fail(`login of ${account.email}: ${response.status} ${body.error}`);
  return body.data.token;
}

function connectSocket(base, token, transports) {
  const socket = io(base, {
    path: '/socket.io',
    transports,
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Socket.IO (${transports}) did not connect`)),
      EVENT_TIMEOUT_MS,
    );
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Socket.IO (${transports}) refused: ${error.message}`));
    });
  });
}

async function joinAuction(socket, auctionId) {
  const ack = await socket.timeout(EVENT_TIMEOUT_MS).emitWithAck('join-auction', auctionId);
  if (!ack.ok) fail(`join-auction refused: ${ack.code} ${ack.error}`);
  return ack.status;
}

function nextBidUpdate(socket, amount) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no bid-update with ₹${amount} arrived`)),
      EVENT_TIMEOUT_MS,
    );
    const onUpdate = (update) => {
      if (update.recentBids?.some((bid) => bid.amount === amount)) {
        clearTimeout(timer);
        socket.off('bid-update', onUpdate);
        resolve(update);
      }
    };
    socket.on('bid-update', onUpdate);
  });
}

/** One sample of an instance's /metrics, read directly (the internal network's view). */
async function metric(instance, name) {
  const response = await fetch(`${instance.url}/metrics`, {
    headers: { authorization: `Bearer ${instance.metricsToken}` },
  });
  if (response.status !== 200) fail(`/metrics of ${instance.name} answered ${response.status}`);
  const line = (await response.text()).split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

async function check() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX))
    fail('the production build is missing: run `npm run build` first');
  if (spawnSync(NGINX, ['-v']).error) {
    fail(
      `nginx not found (${NGINX}). On Debian or Ubuntu: apt-get update && apt-get install -y nginx-light (or set NGINX)`,
    );
  }
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl)
    fail('set DATABASE_URL to a PostgreSQL server where a scratch database may be created and dropped');

  // --- PostgreSQL: a scratch database, dropped at the end
  const dbName = `ops_check_${randomBytes(5).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`create database "${dbName}"`);
  await adminClient.end();
  finalCleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${dbName}" with (force)`);
    await dropper.end();
  });
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${dbName}`;
  step(`scratch database ${dbName}`);

  // --- Redis: the one given, or a private one
  let redisUrl = process.env.REDIS_URL?.trim();
  if (!redisUrl) {
    const port = await freePort();
    const redis = start(
      'redis',
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      process.env,
    );
    redisUrl = `redis://127.0.0.1:${port}`;
    await waitFor(
      'redis',
      async () => {
        const probe = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
        return probe.stdout?.trim() === 'PONG';
      },
      10_000,
      [redis],
    );
  }
  step(`redis at ${redisUrl}`);

  // --- two instances, configured as compose.yaml configures app1 and app2
  const proxyPort = await freePort();
  const proxyBase = `http://127.0.0.1:${proxyPort}`;
  const dataDir = join(work, 'data');
  mkdirSync(dataDir);
  const jwtSecret = randomBytes(48).toString('base64url');
  const instances = [];
  for (const name of ['app1', 'app2']) {
    const port = await freePort();
    const metricsToken = randomBytes(24).toString('hex');
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: proxyBase,
      TRUST_PROXY: '1',
      METRICS_TOKEN: metricsToken,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Demo auctions (some live now) and the demo bidder, written once by the first instance.
      SEED_DEMO: name === 'app1' ? '1' : '0',
      CAPTCHA_PROVIDER: 'altcha',
      SMTP_URL: '',
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
    };
    const entry = start(name, process.execPath, [SERVER_ENTRY], env);
    const instance = { name, url: `http://127.0.0.1:${port}`, metricsToken, entry };
    // Started one after the other, as compose.yaml does.
    await waitFor(
      `${name} /readyz`,
      async () => (await fetch(`${instance.url}/readyz`)).status === 200,
      START_TIMEOUT_MS,
      [entry],
    );
    instances.push(instance);
    step(`${name} ready on ${instance.url}`);
  }

  // --- nginx with the template compose.yaml mounts
  const rendered = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
    // Loopback only: this nginx is for the check, not for the network.
    PROXY_LISTEN_PORT: `127.0.0.1:${proxyPort}`,
    APP_1_ADDRESS: instances[0].url.replace('http://', ''),
    APP_2_ADDRESS: instances[1].url.replace('http://', ''),
  });
  mkdirSync(join(work, 'conf.d'));
  writeFileSync(join(work, 'conf.d', 'default.conf'), rendered);
  // The same outer configuration as the nginx image's nginx.conf, with every path in the scratch folder.
  writeFileSync(
    join(work, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    access_log ${work}/nginx-access.log;
    client_body_temp_path ${work}/client_body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    sendfile on;
    keepalive_timeout 65;
    include ${work}/conf.d/*.conf;
}
`,
  );
  const nginxArgs = ['-p', work, '-c', join(work, 'nginx.conf')];
  const test = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx -t refused the configuration:\n${test.stderr}`);
  step('nginx -t accepts deploy/nginx/templates/default.conf.template');
  const nginx = start('nginx', NGINX, nginxArgs, process.env);
  await waitFor('nginx', async () => (await fetch(`${proxyBase}/healthz`)).status === 200, 10_000, [nginx]);
  step(`nginx on ${proxyBase} in front of both instances`);

  // --- pages through nginx
  const home = await fetch(`${proxyBase}/`);
  const homeHtml = await home.text();
  if (home.status !== 200 || !home.headers.get('content-type')?.startsWith('text/html'))
    fail(`/ answered ${home.status}`);
  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(homeHtml)?.[1];
  if (!asset) fail('the home page names no /assets/*.js script');
  const script = await fetch(`${proxyBase}${asset}`);
  await script.arrayBuffer();
  if (script.status !== 200 || !script.headers.get('cache-control')?.includes('immutable')) {
    fail(`${asset} answered ${script.status} with cache-control ${script.headers.get('cache-control')}`);
  }
  const live = await pickLiveAuction(databaseUrl.toString());
  for (const path of ['/login', `/property/${live.id}`, `/property/${live.id}/live-auction`]) {
    const page = await fetch(`${proxyBase}${path}`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes(asset)) fail(`${path} answered ${page.status} without the app`);
  }
  step(`pages load: /, /login, /property/…, /property/…/live-auction and ${asset} (immutable)`);

  // --- the API through nginx
  const list = await fetch(`${proxyBase}/api/properties?limit=5`);
  const listBody = await json(list);
  if (list.status !== 200 || !listBody.success || !(listBody.total > 0))
    fail(`GET /api/properties answered ${list.status}`);
  const bad = await fetch(`${proxyBase}/api/properties?limit=abc`);
  if (bad.status !== 400) fail(`a bad query answered ${bad.status}, not 400`);
  const time = await json(await fetch(`${proxyBase}/api/time`));
  if (!time.success) fail('GET /api/time failed');
  step(`API answers: ${listBody.total} properties, a bad query is a 400, /api/time`);

  // --- /metrics: not through the proxy; on each instance with the token
  const exposed = await fetch(`${proxyBase}/metrics`);
  await exposed.arrayBuffer();
  if (exposed.status !== 404) fail(`/metrics through nginx answered ${exposed.status}, not 404`);
  for (const instance of instances) {
    if ((await metric(instance, 'eauction_mail_queue_depth')) === undefined)
      fail(`${instance.name} has no mail queue depth`);
  }
  step('/metrics is 404 through nginx and answers on each instance with METRICS_TOKEN');

  // --- live bidding across instances
  const adminToken = await login(proxyBase, ADMIN);
  const bidderToken = await login(proxyBase, BIDDER);
  step('admin and demo bidder log in through nginx (captcha solved)');
  await approveBidder(databaseUrl.toString(), live.id);

  const watcher = await connectSocket(proxyBase, adminToken, ['websocket']);
  if (watcher.io.engine.transport.name !== 'websocket') fail('the watcher is not on a WebSocket');
  await joinAuction(watcher, live.id);
  // Which instance nginx chose: the one that counts the watcher's connection.
  const counts = await Promise.all(instances.map((i) => metric(i, 'eauction_socket_connections')));
  const behindProxy = counts.indexOf(1);
  if (behindProxy === -1 || counts[1 - behindProxy] !== 0) fail(`socket connections per instance: ${counts}`);
  const other = instances[1 - behindProxy];
  step(`a WebSocket through nginx (upgrade) reached ${instances[behindProxy].name}`);

  // Long-polling sends every packet as its own HTTP request: it works only if they all reach the same
  // instance (ip_hash).
  const poller = await connectSocket(proxyBase, adminToken, ['polling']);
  if (poller.io.engine.transport.name !== 'polling') fail('the poller is not long-polling');
  await joinAuction(poller, live.id);
  step('a long-polling Socket.IO session through nginx stays on one instance (sticky)');

  const bidder = await connectSocket(other.url, bidderToken, ['websocket']);
  const status = await joinAuction(bidder, live.id);
  const amount = status.minManualBid;
  const seen = [nextBidUpdate(watcher, amount), nextBidUpdate(poller, amount)];
  const ack = await bidder
    .timeout(EVENT_TIMEOUT_MS)
    .emitWithAck('place-bid', { auctionId: live.id, bidAmount: amount });
  if (!ack.ok) fail(`the bid was refused: ${ack.code} ${ack.error}`);
  const [viaSocket, viaPolling] = await Promise.all(seen);
  if (viaSocket.seq !== ack.seq || viaPolling.seq !== ack.seq)
    fail(`bid-update seq ${viaSocket.seq}/${viaPolling.seq}, ack seq ${ack.seq}`);
  if ((await metric(other, 'eauction_bids_accepted_total')) !== 1)
    fail(`${other.name} did not count the accepted bid`);
  step(
    `a ₹${amount} bid placed on ${other.name} reached both watchers on ${instances[behindProxy].name} through nginx (Redis fan-out)`,
  );
}

async function pickLiveAuction(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select id from properties where start_at <= now() and end_at > now() + interval '10 minutes' order by end_at desc limit 1`,
    );
    if (!rows[0]) fail('the demo data has no live auction');
    return rows[0];
  } finally {
    await client.end();
  }
}

/**
 * The demo bidder's approved registration for the auction. Registration closes at the EMD deadline,
 * before an auction goes live, so it is written as an administrator's approval would leave it.
 */
async function approveBidder(url, auctionId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const none = JSON.stringify({
      storedName: 'none',
      originalName: 'none.pdf',
      mime: 'application/pdf',
      size: 0,
    });
    await client.query(
      `insert into registrations (user_id, property_id, first_name, last_name, organization_name, state, city,
         pincode, landline, mobile, email, pancard_file, address_proof, bank_name, account_no, ifsc_code,
         offer_value, payment_mode, emd_amount, auction_date, status)
       select u.id, p.id, 'Ops', 'Check', 'Ops Check', 'Rajasthan', 'Jaipur', '302001', '01412345678',
         '9876543210', u.email, $3, $3, 'State Bank of India', '123456789012', 'SBIN0001234',
         p.reserve_price, 'Neft - Rtgs', p.emd_amount, p.auction_date, 'approved'
       from users u, properties p where u.email = $1 and p.id = $2`,
      [BIDDER.email, auctionId, none],
    );
  } finally {
    await client.end();
  }
}

async function cleanUp() {
  for (const socket of sockets) socket.close();
  // Children started here, by their own process ids, most recent first.
  for (const { child, exited } of children.reverse()) {
    if (exited) continue;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 12_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const cleanup of finalCleanups)
    await cleanup().catch((error) => console.error(`  cleanup: ${error.message}`));
  rmSync(work, { recursive: true, force: true });
}

console.log('Deployment check (compose.yaml topology without Docker):');
let failed = false;
try {
  await check();
  console.log('deployment check passed');
} catch (error) {
  failed = true;
  console.error(`  ✗ ${error instanceof Error ? error.message : error}`);
  for (const entry of children) {
    console.error(`--- last lines of ${entry.name} (${entry.logFile})\n${tail(entry, 15)}`);
  }
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
