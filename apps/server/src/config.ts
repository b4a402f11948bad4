import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENABLED_LOCALES, MESSAGE_LOCALES, DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@kupa/domain';
import { z } from 'zod';

/** The repository root, so default paths do not depend on the directory a command was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const localeList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(MESSAGE_LOCALES)).min(1));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v) || v.startsWith('sqlite:'), {
      message: 'must be postgres://user@host:port/db, or sqlite: for the embedded database',
    }),
  KUPA_DATA_DIR: z.string().default(path.join(REPO_ROOT, '.kupa-data')),
  KUPA_WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  KUPA_DEFAULT_LOCALE: z.enum(MESSAGE_LOCALES).default(DEFAULT_LOCALE),
  KUPA_ENABLED_LOCALES: localeList.default([...ENABLED_LOCALES]),
  KUPA_TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Jerusalem'),
  KUPA_DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  KUPA_SECURE_COOKIES: z.enum(['auto', 'on', 'off']).default('auto'),
  KUPA_SANDBOX_INBOX: z.enum(['on', 'off']).default('on'),
  KUPA_PUBLIC_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^/\s]+/.test(v), { message: 'must be the site address, e.g. https://tickets.example.org' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  defaultLocale: (typeof MESSAGE_LOCALES)[number];
  enabledLocales: Array<(typeof MESSAGE_LOCALES)[number]>;
  timeZone: string;
  demoData: 'auto' | 'off';
  secureCookies: 'auto' | 'on' | 'off';
  /** GET /api/sandbox/outbox shows the messages the outbox holds (demo and tests); 'off' in production deployments. */
  sandboxInbox: 'on' | 'off';
  /** The site's public address for links in SMS and e-mail; undefined: the address the request came to. */
  publicUrl: string | undefined;
  logLevel: string;
}

export class ConfigError extends Error {}

/** Parses the environment once at start-up and fails fast, naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.KUPA_ENABLED_LOCALES.includes(e.KUPA_DEFAULT_LOCALE)) {
    throw new ConfigError(`Invalid configuration:\n  KUPA_DEFAULT_LOCALE: ${e.KUPA_DEFAULT_LOCALE} is not in KUPA_ENABLED_LOCALES`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL?.startsWith('sqlite:') ? undefined : e.DATABASE_URL,
    dataDir: path.resolve(e.KUPA_DATA_DIR),
    webDist: path.resolve(e.KUPA_WEB_DIST),
    defaultLocale: e.KUPA_DEFAULT_LOCALE,
    enabledLocales: e.KUPA_ENABLED_LOCALES,
    timeZone: e.KUPA_TIME_ZONE,
    demoData: e.KUPA_DEMO_DATA,
    secureCookies: e.KUPA_SECURE_COOKIES,
    sandboxInbox: e.KUPA_SANDBOX_INBOX,
    publicUrl: e.KUPA_PUBLIC_URL ? e.KUPA_PUBLIC_URL.replace(/\/+$/, '') : undefined,
    logLevel: e.LOG_LEVEL,
  };
}
