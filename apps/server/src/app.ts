import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { registerHouse } from './house/index.ts';
import type { HouseDeps } from './house/instant.ts';
import { sportsOperatorRoutes } from './house/sports/operator-routes.ts';
import { accessRoutes } from './modules/access/index.ts';
import { agentOperatorRoutes, agentRoutes, contractMemberRoutes } from './modules/agent/index.ts';
import { betRoutes } from './modules/bets/index.ts';
import { bonusOperatorRoutes } from './modules/bonus/index.ts';
import { captchaRoutes, createChallengeService } from './modules/captcha/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { contentOperatorRoutes, contentRoutes, homeBanners } from './modules/content/index.ts';
import { depositRoutes, paymentGateways } from './modules/deposit/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import type { LotteryDeps } from './modules/lottery/index.ts';
import { lotteryBetRoutes, lotteryOperatorRoutes, lotteryPublicRoutes } from './modules/lottery/index.ts';
import { accountPublicRoutes, memberRoutes, passwordState } from './modules/member/index.ts';
import { installOperatorGuard, operatorRoutes, operatorUploadRoutes } from './modules/operator/index.ts';
import { pointOperatorRoutes, pointRoutes } from './modules/points/index.ts';
import { missionOperatorRoutes, promotionOperatorRoutes, promotionRoutes } from './modules/promotion/index.ts';
import { kycRoutes, protectionOperatorRoutes, protectionRoutes } from './modules/protection/index.ts';
import {
  createVendorSessionCache,
  inProcessTransport,
  providerRoutes,
  type VendorTransferApi,
  vendorSecret,
  vendorTransferApi,
  vendorTransport,
} from './modules/provider/index.ts';
import type { AccountServices } from './modules/services.ts';
import { sessionRoutes } from './modules/session/index.ts';
import { brandRoutes, merchantSettingsRoutes, systemRoutes } from './modules/system/index.ts';
import { createCodeService, verificationRoutes } from './modules/verification/index.ts';
import { walletRoutes } from './modules/wallet/index.ts';
import { withdrawRoutes } from './modules/withdraw/index.ts';
import { installAuthGuard } from './platform/auth/guard.ts';
import { createSessionCache } from './platform/auth/session-cache.ts';
import { createSessionStore } from './platform/auth/sessions.ts';
import { installBackoffice } from './platform/backoffice-spa.ts';
import { type Config, devRoutesOn } from './platform/config.ts';
import { type Database, lostConnectionFacts, openDatabase } from './platform/db/index.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { installFormBodies } from './platform/form-body.ts';
import { createMerchantResolver, installMerchantGuards, MERCHANT_CHANGED } from './platform/merchant.ts';
import { createMessenger } from './platform/messaging.ts';
import { fastifyTrustProxy } from './platform/proxy.ts';
import { openPubSub, type PubSub } from './platform/pubsub.ts';
import { installRateLimit } from './platform/rate-limit.ts';
import { installSealedBodies, loadSealKeys } from './platform/sealed.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { installSpa } from './platform/spa.ts';

export type AppDeps = {
  config: Config;
  database?: Database;
  /** Told of every route as it is added (the route inventory test reads their guards). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes instead of standard output (a test that reads what is logged). */
  logStream?: DestinationStream;
};
export type App = FastifyInstance & {
  database: Database;
  events: PubSub;
  house: HouseDeps;
  vendorApi: VendorTransferApi;
  lottery: LotteryDeps;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A request as its log lines show it: Fastify's own fields, but the address without its query,
 * which can carry secrets (the house table's event stream takes its window token there, the
 * e-mailed reset link its reset code) that must not sit in log files.
 */
function loggedRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: request.url.split('?')[0],
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Builds the whole server without listening: external plugins, then platform, then modules. */
export async function buildApp({ config, database, onRoute, logStream }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      serializers: { req: loggedRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      poolIdleSeconds: config.databasePoolIdleSeconds,
      onIdleConnectionLost: (err) =>
        app.log.warn(lostConnectionFacts(err), 'an idle database connection was lost; the pool opens another'),
    }));
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  if (!database) app.addHook('onClose', () => db.close());

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Swiper set inline styles at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await installRateLimit(app, { redisUrl: config.redisUrl, max: config.rateLimitMax });

  // platform
  const resolver = createMerchantResolver(db.db);
  installErrorHandler(app);
  installMerchantGuards(app, resolver);
  installFormBodies(app);
  const messenger = createMessenger(db.db, config);
  // Every process hears the others (and the database's triggers) on one channel: live pushes,
  // and the notices that keep each process's checked sessions true (session-cache.ts).
  const events = await openPubSub(db, app.log);
  app.addHook('onClose', () => events.close());
  // A merchant's settings changed, through any process or tool: every process resolves it afresh.
  events.subscribe(MERCHANT_CHANGED, () => resolver.clear());
  events.onGap(() => resolver.clear());
  const services: AccountServices = {
    db: db.db,
    config,
    sessions: createSessionStore(db.db, config.session, createSessionCache(events)),
    codes: createCodeService(db.db, messenger),
    challenges: createChallengeService(db.db),
    messenger,
    sealKeys: await loadSealKeys(db.db, config),
    // A vendor served by this same server (the house) is reached through the app's own router.
    vendorApi: vendorTransferApi(db.db, vendorTransport(inProcessTransport(app))),
  };
  installSealedBodies(app, services.sealKeys);
  installAuthGuard(app, services.sessions, (member, merchant) => passwordState(member, merchant).mustChange);
  installOperatorGuard(app, db.db);
  const banners = homeBanners(db.db);
  await installSpa(app, config.webDist, resolver, banners.first);
  await installBackoffice(app, resolver);

  // modules
  await app.register(healthRoutes(db.db));
  await app.register(systemRoutes);
  await app.register(merchantSettingsRoutes, { db: db.db, changed: resolver.clear });
  await app.register(brandRoutes, { db: db.db, changed: resolver.clear });
  await app.register(catalogueRoutes(db.db));
  // The demo and the tests read the built-in outbox; production never has it (config.ts).
  const inspect = devRoutesOn(config);
  await app.register(captchaRoutes(services.challenges, { exposeAnswers: inspect }));
  await app.register(accountPublicRoutes(services));
  await app.register(sessionRoutes(services));
  await app.register(memberRoutes(services));
  await app.register(accessRoutes(services));
  await app.register(verificationRoutes(services, { exposeOutbox: inspect }));
  await app.register(walletRoutes(services));
  // Payment gateways by code; the sandbox ships inside the server (where it is switched on) so the
  // online flow runs anywhere.
  await app.register(depositRoutes(services, await paymentGateways(app, db.db, config)));
  await app.register(withdrawRoutes(services));
  await app.register(operatorRoutes(services));
  await app.register(operatorUploadRoutes(services));
  await app.register(bonusOperatorRoutes(services));
  await app.register(betRoutes(services));
  await app.register(contractMemberRoutes(services));
  await app.register(agentRoutes(services));
  await app.register(agentOperatorRoutes(services));
  await app.register(promotionRoutes(services));
  await app.register(promotionOperatorRoutes(services));
  await app.register(missionOperatorRoutes(services));
  await app.register(providerRoutes(db.db, createVendorSessionCache(events)));
  await app.register(pointRoutes(services));
  await app.register(protectionRoutes(services));
  await app.register(protectionOperatorRoutes(services));
  await app.register(kycRoutes(services));
  await app.register(pointOperatorRoutes(services));
  await app.register(contentRoutes(services));
  await app.register(contentOperatorRoutes(services, banners.clear));

  // Our own game vendor, a client of the provider API above.
  const house = await registerHouse(app, {
    db: db.db,
    secret: () => vendorSecret(db.db, 'HOUSE', 'HOUSE_VENDOR_SECRET'),
    platformUrl: config.housePlatformUrl,
  });
  await app.register(sportsOperatorRoutes(house));

  // The in-house lottery; its live pushes reach every process through the event bus.
  const lottery: LotteryDeps = { db: db.db, events };
  await app.register(lotteryPublicRoutes(lottery));
  await app.register(lotteryBetRoutes(lottery));
  await app.register(lotteryOperatorRoutes(lottery));

  return Object.assign(app, { database: db, events, house, vendorApi: services.vendorApi, lottery }) as unknown as App;
}
