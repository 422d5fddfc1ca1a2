import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { localeOfPath, SITE } from '@eauction/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admin/routes';
import { answerUnroutableToken, authRoutes } from './modules/auth/routes';
import { registerBidding } from './modules/bidding/engine';
import { biddingRoutes } from './modules/bidding/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { contactRoutes } from './modules/contact/routes';
import { INTERESTED_PATH, interestRoutes } from './modules/interests/routes';
import { registerMetrics } from './modules/metrics/register-metrics';
import { propertyRoutes } from './modules/properties/routes';
import { registrationRoutes } from './modules/registrations/routes';
import { afterSaleRoutes } from './modules/sales/after-sale-routes';
import { saleRoutes } from './modules/sales/sale-routes';
import { SaleWorker } from './modules/sales/sale-worker';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';
import { registerAuth } from './platform/auth';
import { Captcha } from './platform/captcha';
import { systemClock, type Clock } from './platform/clock';
import {
  answerClientError,
  notFound,
  propertyNotFound,
  registerErrorHandling,
  sendError,
  toAppError,
  tooManyRequests,
} from './platform/errors';
import {
  matchesIfNoneMatch,
  MicroCache,
  REVALIDATE_CACHE_CONTROL,
  webFileCacheControl,
  type CachedBody,
} from './platform/http-cache';
import { startIncomingSweeper } from './platform/incoming-sweeper';
import { isPageRenderCall, loadPageRenderer } from './platform/page-renderer';
import { localeCookie, pageLanguage } from './platform/page-language';
import { loadWebIndex, type IndexPage, type WebIndex } from './platform/web-index';
import { createMailTransport, MailWorker, type MailTransport } from './platform/mail';
import { REDACTED, redactRequestUrl, serializeRequest } from './platform/request-log';
import { canonicalRequestTarget, pathOf } from './platform/request-target';
import { contentSecurityPolicy, registerInputGuard } from './platform/security';
import { makeDataDirPrivate } from './platform/storage';

export interface AppDeps {
  config: Config;
  db: Database;
  clock?: Clock;
  /** A pino logger, or false for silence (tests). Defaults to JSON logs at LOG_LEVEL. */
  logger?: Logger | false;
  /** Tests swap the mail transport (e.g. one that fails) without touching SMTP. */
  mailTransport?: MailTransport;
  /** Starts the background mail worker (default true). Tests drain it explicitly instead. */
  startMailWorker?: boolean;
  /** Starts the closing and reminder job (default true). Tests call `app.saleWorker.runOnce()` instead. */
  startSaleWorker?: boolean;
  /** Lifetime of shared catalogue answers in ms (default 2000; 0 disables). */
  catalogueCacheMs?: number;
}

/** Paths the SPA fallback never answers: they belong to the server even when nothing matched. */
const SERVER_PATHS = ['/api', '/healthz', '/readyz', '/metrics', '/socket.io'];
/** A missing file with one of these extensions is a 404, not the SPA (a script tag must not get HTML). */
const FILE_EXTENSION =
  /\.(?:m?js|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|json|webmanifest|xml|wasm|pdf)$/i;

/** A route pattern or canonical path of the API. */
const isApiPath = (path: string | undefined) =>
  path !== undefined && (path === '/api' || path.startsWith('/api/'));
const isServerPath = (path: string) => SERVER_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
/** Paths whose id names a property: an unreadable id there is 'Property not found'. */
const isPropertyPath = (path: string) =>
  path.startsWith('/api/properties/') || path.startsWith(`${INTERESTED_PATH}/`);

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${SITE.name}: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>${SITE.name} server is running</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload this page.</p>
<p>The API is available under <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    // Requests are logged by method and URL only, the URL without the secrets of mailed links
    // (request-log.ts).
    serializers: { req: serializeRequest },
    // A safety net should a log line ever include headers or bodies.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.token'],
      censor: REDACTED,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Builds the whole HTTP application around its dependencies. `main.ts` listens with it; tests call
 * `app.inject()` on it against a real database.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger === false ? pino({ level: 'silent' }) : (deps.logger ?? createLogger(config));
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;

  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance on Fastify's default generics.
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive whole within REQUEST_TIMEOUT_SECONDS, or it is answered
    // 408 and its connection closed: a client trickling an upload must not hold a connection and a
    // temporary file for ever. This covers receiving the request only: a WebSocket, once upgraded, and a
    // long-polling answer being waited for are not requests being received.
    requestTimeout: requestTimeoutMs,
    // Node enforces the limit only when the headers' own limit (60 s by default) is not longer, and looks
    // for requests out of time every 30 s; a shorter limit gets both as short.
    http: {
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, requestTimeoutMs),
    },
    clientErrorHandler: answerClientError,
    routerOptions: { maxParamLength: 500 },
    // Before routing: every later decision (rate limits, guards, fallback pages, logs) reads the same
    // path the router matched (request-target.ts).
    rewriteUrl: (request) => canonicalRequestTarget(request.url ?? '/'),
    // Router-level failures (malformed percent-encoding, over-long ids) still answer in the envelope;
    // under /api/properties/ any unreadable id simply names no property.
    frameworkErrors: (error, request, reply) => {
      const path = pathOf(request.url);
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') {
        const answered = answerUnroutableToken(path, reply);
        if (answered) return answered;
      }
      if (isPropertyPath(path) && (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH')) {
        return sendError(reply, propertyNotFound());
      }
      if (code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, notFound());
      return sendError(reply, toAppError(error));
    },
  });

  // The API speaks JSON only (and multipart where a route registers it): a text/plain body is a wrong
  // content type (415), not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', deps.db);
  app.decorate('db', deps.db.db);
  app.decorate('clock', clock);
  app.decorate('catalogueCache', new MicroCache<CachedBody>(deps.catalogueCacheMs ?? 2000));
  const mailer = new MailWorker({
    db: deps.db.db,
    transport: deps.mailTransport ?? createMailTransport(config),
    from: config.mailFrom,
    logger: logger.child({ module: 'mail' }),
  });
  app.decorate('mailer', mailer);
  app.decorate(
    'captcha',
    new Captcha({ provider: config.captchaProvider, masterSecret: config.jwtSecret, db: deps.db.db, clock }),
  );
  if (config.captchaProvider === 'off') {
    logger.warn('CAPTCHA_PROVIDER=off: logins are not protected by a captcha. Use this for local work only.');
  }
  // Closes auctions at their final end and sends the sale's reminders (docs/product.md, "After the hammer").
  const saleWorker = new SaleWorker({
    db: deps.db.db,
    clock,
    publicUrl: config.publicUrl,
    logger: logger.child({ module: 'sales' }),
    onMailQueued: () => mailer.kick(),
  });
  app.decorate('saleWorker', saleWorker);
  if (deps.startSaleWorker !== false) app.addHook('onReady', async () => saleWorker.start());
  app.addHook('onClose', async () => saleWorker.stop());
  if (deps.startMailWorker !== false) app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  if (!makeDataDirPrivate(config.dataDir)) {
    logger.warn(
      { dataDir: config.dataDir },
      'DATA_DIR belongs to another user and stays readable by others: make it owned by this one, mode 0700',
    );
  }
  let stopSweeper: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stopSweeper = startIncomingSweeper(config.dataDir, logger.child({ module: 'uploads' }));
  });
  app.addHook('onClose', async () => stopSweeper?.());

  registerErrorHandling(app);
  // A 408 gives up on a request not received whole: its connection cannot carry another one, and
  // closing it releases whatever was still reading that body (an upload's multipart parser).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 408) reply.header('connection', 'close');
    return payload;
  });
  registerAuth(app);
  registerInputGuard(app);
  // Socket.IO on this app's own HTTP server (same port, path /socket.io).
  registerBidding(app, logger);
  // Before any plugin: its request timing hook must reach every route.
  registerMetrics(app, logger);

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Tile servers (OpenStreetMap's policy) want to know which site asks; send the origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000 } : false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The budget is for API calls. One page load fetches some twenty static files, and many bidders
    // share one address behind an office or carrier NAT, so the SPA's files never count against it.
    // Judged on the route the router matched (the web app's catch-all also takes unknown API paths)
    // and on the canonical path, never on the URL as spelled; a route with a budget of its own
    // (register, forgot-password, contact) inherits this list and is always counted.
    // The server's own API calls for rendering a page are not a visitor's (platform/page-renderer.ts).
    allowList: (request) =>
      isPageRenderCall(request) ||
      (typeof request.routeOptions.config.rateLimit !== 'object' &&
        !isApiPath(request.routeOptions.url) &&
        !isApiPath(pathOf(request.url))),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${SITE.name} API`,
        description:
          `API of ${SITE.fullName}. Every answer is { success: true, data } or { success: false, error, code, ` +
          'fields?, messages? }: error and fields in English, messages the keys and values of their texts, ' +
          'for a client that shows them in the language of its reader.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  await app.register(systemRoutes);
  await app.register(propertyRoutes);
  await app.register(contactRoutes);
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(interestRoutes);
  await app.register(registrationRoutes);
  await app.register(biddingRoutes);
  await app.register(adminRoutes);
  await app.register(afterSaleRoutes);
  await app.register(saleRoutes);

  registerWebApp(app, config.webDistDir);
  return app;
}

/** Files the web build leaves for the server itself, not for browsers: Vite's manifest, under `.vite/`. */
const isBuildOnlyFile = (pathName: string) => /(?:^|\/)\./.test(pathName);

/**
 * The built web app: hashed assets cached for a year, every other file revalidated
 * (webFileCacheControl), and every other GET that is not a server path and not a file answered with
 * the page, rendered on the server through the web app's router when the build has its renderer
 * (docs/decisions/035-server-rendering-through-the-router.md), so deep links and refreshes work.
 */
function registerWebApp(app: FastifyInstance, webDistDir: string): void {
  const webIndex = loadWebIndex(webDistDir);
  const renderer = webIndex ? loadPageRenderer(app, webDistDir) : Promise.resolve(null);
  if (webIndex) {
    void app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      // Only paths naming a file are looked up; '/', '/assets' and every other page path get index.html
      // with that page's preloads from the handler below.
      index: false,
      allowedPath: (pathName) => /\.[A-Za-z0-9]+$/.test(pathName) && !isBuildOnlyFile(pathName),
      cacheControl: false,
      preCompressed: true,
      // ETag and Last-Modified come from @fastify/static, which also answers 304 to a client holding the file.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', webFileCacheControl(filePath.slice(webDistDir.length)));
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE),
    );
  }

  /** The page at `path` and `search`, rendered; the app's shell with its screen's preloads otherwise. */
  const pageFor = async (index: WebIndex, path: string, search: string): Promise<IndexPage> => {
    const render = await renderer;
    const locale = localeOfPath(path);
    if (!render) return index.forScreens([], locale);
    const url = path + search;
    try {
      const rendered = await render.renderPage(url, app.clock.now());
      if (rendered) return index.rendered(rendered);
    } catch (error) {
      app.log.warn(
        { err: error, url: redactRequestUrl(url) },
        'the page could not be rendered: sent for the app to render',
      );
    }
    return index.forScreens(render.screenModulesOf(path), locale);
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    // The router does not split a segment on an encoded slash, so '/api%2Fauth/x' matched no route;
    // it is still an address of the API, never a page of the web app.
    const asSegments = path.replace(/%2f/gi, '/');
    if (isPropertyPath(asSegments)) return sendError(reply, propertyNotFound());
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isServerPath(asSegments) || FILE_EXTENSION.test(asSegments)) {
      return sendError(reply, notFound());
    }
    if (!webIndex) return reply.type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
    const queryStart = request.url.indexOf('?');
    const search = queryStart === -1 ? '' : request.url.slice(queryStart);
    // The page's language: its address's, or the visitor's remembered choice (page-language.ts).
    reply.header('vary', 'Cookie');
    const language = pageLanguage(path, search, request.headers.cookie);
    if (language.kind === 'redirect') {
      if (language.remember) reply.header('set-cookie', localeCookie(language.remember));
      return reply.header('cache-control', 'no-store').redirect(language.location, 303);
    }
    const page = await pageFor(webIndex, path, search);
    reply.header('cache-control', REVALIDATE_CACHE_CONTROL).header('etag', page.etag);
    if (matchesIfNoneMatch(request, page.etag)) return reply.code(304).send();
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.body);
  });
}
