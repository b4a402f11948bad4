import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import { formConfigurationRoutes } from './form-configurations.routes';
import { FormConfigurationsRepository } from './form-configurations.repository';
import { FormConfigurationsService } from './form-configurations.service';

/** The form configurations of a database, for a flow that needs them (the commit validates the customer form by them). */
export function createFormConfigurations(database: DatabaseHandle, clock?: Clock): FormConfigurationsService {
  return new FormConfigurationsService(new FormConfigurationsRepository(database.db, database.dialect), clock);
}

/** Registers GET /api/form-configurations/{formType}. */
export async function registerFormConfigurations(
  app: FastifyInstance,
  { forms, defaultLocale }: { forms: FormConfigurationsService; defaultLocale: MessageLocale },
): Promise<void> {
  await app.register(formConfigurationRoutes, { forms, defaultLocale });
}
