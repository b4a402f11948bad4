import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import { createBusinessSettings } from '../catalogue/business-settings.service';
import { createFeatureAdmin } from '../catalogue/feature-admin.service';
import type { DatabaseHandle } from '../db/connect';
import { createFormConfigurations } from '../forms/forms-module';
import { filmsRoutes } from './films.routes';
import { settingsRoutes } from './settings.routes';

export interface BackOfficeOptions {
  database: DatabaseHandle;
  clock: Clock;
  defaultLocale: MessageLocale;
}

/**
 * The back office (issue 13, ADR 0013): one plugin per section, registered inside the staff session hook. It owns
 * no tables: each section calls the services of the modules that own what it changes.
 */
export async function registerBackOffice(staff: FastifyInstance, { database, clock, defaultLocale }: BackOfficeOptions): Promise<void> {
  await staff.register(settingsRoutes, {
    settings: createBusinessSettings(database, clock),
    forms: createFormConfigurations(database, clock),
    defaultLocale,
  });
  await staff.register(filmsRoutes, { features: createFeatureAdmin(database, clock) });
}
