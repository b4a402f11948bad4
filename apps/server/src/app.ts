import fastifyCookie from '@fastify/cookie';
import { systemClock, type Clock } from '@kupa/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { CatalogueService } from './catalogue/catalogue.service';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { installErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger-options';
import { installNotFound } from './http/not-found';
import { registerOpenApi } from './http/openapi';
import { registerWebApp } from './http/web-app';
import { PresentationsRepository } from './presentations/presentations.repository';
import { presentationsRoutes } from './presentations/presentations.routes';
import { PresentationsService } from './presentations/presentations.service';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
}

/** Builds the HTTP application: every module's routes under /api, the OpenAPI description and the web app. */
export async function buildApp({ config, database, clock = systemClock }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: true,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  installErrorHandler(app, config.defaultLocale);
  registerOpenApi(app, { title: 'Kupa API', version: '0.1.0' });
  const sendWebPage = await registerWebApp(app, {
    webDist: config.webDist,
    defaultLocale: config.defaultLocale,
    enabledLocales: config.enabledLocales,
    timeZone: config.timeZone,
    secureCookies: config.secureCookies === 'on',
  });
  installNotFound(app, config.defaultLocale, sendWebPage);

  const { db } = database;
  const now = () => clock.now();
  app.get('/api/health', async () => ({ status: 'ok', database: database.dialect, serverTime: now().toISOString() }));
  await app.register(presentationsRoutes, {
    service: new PresentationsService(new PresentationsRepository(db), clock),
    defaultLocale: config.defaultLocale,
    now,
  });
  await app.register(catalogueRoutes, { service: new CatalogueService(new CatalogueRepository(db)), defaultLocale: config.defaultLocale });

  return app;
}
