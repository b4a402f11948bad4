// A Kupa server process for the commit race tests: the real app on an existing test database, listening on port 0,
// with the database-backed sandbox payment provider. Started by startRaceServer (testing/seating/race-servers.ts)
// with its variables: KUPA_RACE_DATA_DIR, optionally KUPA_RACE_DATABASE_URL and KUPA_RACE_PG_SCHEMA, KUPA_RACE_NOW
// (the fixed clock, ISO 8601), and optionally KUPA_RACE_SLOW_AUTHORISE_MS: an authorisation whose idempotency key
// contains "slow-" (the commit's key is part of it) answers that much later, as a slow card network would, so that
// a hold can lapse while its card is being authorised. Prints {"address": "http://127.0.0.1:port"} once listening.
import { fixedClock } from '@kupa/domain';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider';
import { buildApp } from '../app';
import { testConfig } from './test-config';
import { openDatabase } from '../db/connect';

const dataDir = process.env.KUPA_RACE_DATA_DIR;
if (!dataDir) throw new Error('KUPA_RACE_DATA_DIR is required');
const databaseUrl = process.env.KUPA_RACE_DATABASE_URL;
const slowMs = Number(process.env.KUPA_RACE_SLOW_AUTHORISE_MS ?? 0);

const database = openDatabase({ dataDir, databaseUrl, pgSchema: process.env.KUPA_RACE_PG_SCHEMA, poolSize: 5 });
const config = testConfig({
  KUPA_DATA_DIR: dataDir,
  KUPA_WEB_DIST: `${dataDir}/no-web`,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const clock = fixedClock(new Date(process.env.KUPA_RACE_NOW ?? Date.now()));

/** The sandbox provider, with marked authorisations answered late (after they were made). */
function slowAuthorisations(provider: SandboxPaymentProvider, ms: number): PaymentProvider {
  const slow = Object.create(provider) as SandboxPaymentProvider;
  slow.authorise = async (request) => {
    const result = await provider.authorise(request);
    if (request.idempotencyKey.includes('slow-')) await new Promise((resolve) => setTimeout(resolve, ms));
    return result;
  };
  return slow;
}

// Without a delay the app builds its own provider (the production wiring in checkout-module.ts).
const checkout = slowMs > 0 ? { paymentProvider: slowAuthorisations(new SandboxPaymentProvider({ clock, database }), slowMs) } : {};
const app = await buildApp({ config, database, clock, checkout });
await app.ready();
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ address })}\n`);

const stop = () => {
  app
    .close()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
