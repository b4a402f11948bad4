import net from 'node:net';
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
  KUPA_DEMO_DATA: z.enum(['auto', 'off']).optional(),
  KUPA_SECURE_COOKIES: z.enum(['auto', 'on', 'off']).default('auto'),
  KUPA_MODE: z.enum(['demo', 'production']).default('production'),
  KUPA_DEMO_FORCE: z.enum(['on', 'off']).default('off'),
  KUPA_SANDBOX_INBOX: z
    .string()
    .optional()
    // 'off' is what production mode does anyway; 'on' would silently not happen, so it is refused with the reason.
    .refine((v) => v === undefined || v === 'off', { message: 'is no longer read: the sandbox inbox is on exactly in KUPA_MODE=demo' }),
  KUPA_PUBLIC_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^/\s?#]+\/*$/.test(v), { message: 'must be the site address, e.g. https://tickets.example.org' }),
  KUPA_TRUST_PROXY: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyAddress), {
      message: 'must be a comma-separated list of IP addresses or CIDR ranges (e.g. 10.0.0.0/8), or loopback',
    }),
  KUPA_CAPTCHA_VERIFY_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/\S+$/.test(v), {
      message: 'must be the siteverify address, e.g. https://www.google.com/recaptcha/api/siteverify',
    }),
  KUPA_CAPTCHA_SECRET: z.string().optional(),
  /** The key of video-on-demand stream signatures (HMAC); unset: a random key per process. */
  KUPA_VOD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  KUPA_VOD_MEDIA_DIR: z.string().optional(),
  KUPA_VOD_MAX_MEGABYTES: z.coerce.number().positive().default(500),
  /** The public site key the web app's login forms ask tokens with (reCAPTCHA v3 compatible); unset: no script loads. */
  KUPA_CAPTCHA_SITE_KEY: z
    .string()
    .optional()
    .refine((v) => !v || /^[A-Za-z0-9_-]{1,200}$/.test(v), { message: 'must be the site key (letters, digits, _ and -)' }),
  KUPA_CAPTCHA_SCRIPT_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https:\/\/[^\s?#]+$/.test(v), {
      message: 'must be the https address of the captcha script, e.g. https://www.google.com/recaptcha/api.js',
    }),
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
  /**
   * 'demo': the embedded demo database with the sandbox payment provider and message gateway, and the sandbox inbox
   * (GET /api/sandbox/outbox) that shows every SMS and e-mail, login codes included. 'production' (the default):
   * no sandbox inbox, and KUPA_PUBLIC_URL is required.
   */
  mode: 'demo' | 'production';
  /** KUPA_DEMO_FORCE=on: demo mode was allowed together with PostgreSQL, a public URL or real providers. */
  demoForced: boolean;
  /** GET /api/sandbox/outbox answers (demo mode only); otherwise it does not exist. */
  sandboxInbox: boolean;
  /**
   * The site's public address, the only base of links sent by SMS and e-mail. Required in production mode; in demo
   * mode undefined unless forced, and links then use the address the server listens on (never a request header).
   */
  publicUrl: string | undefined;
  /** Proxy addresses (IPs, CIDRs, 'loopback') whose X-Forwarded-* headers are believed; empty: none. */
  trustProxy: string[];
  /** Human verification (KUPA_CAPTCHA_VERIFY_URL and KUPA_CAPTCHA_SECRET, both or neither); null: off. */
  captcha: { verifyUrl: string; secret: string } | null;
  /**
   * The captcha the web app's login forms load (KUPA_CAPTCHA_SITE_KEY, needs the captcha on; KUPA_CAPTCHA_SCRIPT_URL,
   * default Google's reCAPTCHA api.js); null or absent: the web app loads no captcha script and the CSP allows none.
   */
  captchaWidget?: CaptchaWidget | null;
  logLevel: string;
  /** KUPA_VOD_SECRET: the key of the signed video-on-demand stream addresses; null: a random key per process. */
  vodSigningSecret?: string | null;
  /** KUPA_VOD_MEDIA_DIR: where uploaded video-on-demand files are kept (default: `media/vod` under the data directory). */
  vodMediaDir?: string;
  /** KUPA_VOD_MAX_MEGABYTES: the largest video upload, in bytes. */
  vodMaxBytes?: number;
}

/** The captcha script the web app loads and the site key it asks tokens with. */
export interface CaptchaWidget {
  siteKey: string;
  scriptUrl: string;
}

export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export class ConfigError extends Error {}

/**
 * Parses the environment once at start-up and fails fast, naming every bad variable. A tool that serves nothing
 * (the seed command) passes `serving: false` and skips the checks of the mode.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { serving = true }: { serving?: boolean } = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.KUPA_ENABLED_LOCALES.includes(e.KUPA_DEFAULT_LOCALE)) {
    throw new ConfigError(`Invalid configuration:\n  KUPA_DEFAULT_LOCALE: ${e.KUPA_DEFAULT_LOCALE} is not in KUPA_ENABLED_LOCALES`);
  }
  if (Boolean(e.KUPA_CAPTCHA_VERIFY_URL) !== Boolean(e.KUPA_CAPTCHA_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  KUPA_CAPTCHA_VERIFY_URL and KUPA_CAPTCHA_SECRET: set both (captcha on) or neither (off)',
    );
  }
  if (e.KUPA_CAPTCHA_SITE_KEY && !e.KUPA_CAPTCHA_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  KUPA_CAPTCHA_SITE_KEY: set KUPA_CAPTCHA_VERIFY_URL and KUPA_CAPTCHA_SECRET too (the server checks the tokens)',
    );
  }
  const databaseUrl = e.DATABASE_URL?.startsWith('sqlite:') ? undefined : e.DATABASE_URL;
  const publicUrl = e.KUPA_PUBLIC_URL ? e.KUPA_PUBLIC_URL.replace(/\/+$/, '') : undefined;
  const modeProblems = !serving ? [] : checkMode(e, publicUrl, databaseUrl !== undefined && databaseUrl !== '');
  if (modeProblems.length > 0) throw new ConfigError(`Invalid configuration:\n${modeProblems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl,
    dataDir: path.resolve(e.KUPA_DATA_DIR),
    webDist: path.resolve(e.KUPA_WEB_DIST),
    defaultLocale: e.KUPA_DEFAULT_LOCALE,
    enabledLocales: e.KUPA_ENABLED_LOCALES,
    timeZone: e.KUPA_TIME_ZONE,
    // Demo data brings staff users with published passwords: only a demo fills an empty database unless asked to.
    demoData: e.KUPA_DEMO_DATA ?? (e.KUPA_MODE === 'demo' ? 'auto' : 'off'),
    secureCookies: e.KUPA_SECURE_COOKIES,
    mode: e.KUPA_MODE,
    demoForced: e.KUPA_MODE === 'demo' && e.KUPA_DEMO_FORCE === 'on',
    sandboxInbox: e.KUPA_MODE === 'demo',
    publicUrl,
    trustProxy: e.KUPA_TRUST_PROXY,
    captcha:
      e.KUPA_CAPTCHA_VERIFY_URL && e.KUPA_CAPTCHA_SECRET ? { verifyUrl: e.KUPA_CAPTCHA_VERIFY_URL, secret: e.KUPA_CAPTCHA_SECRET } : null,
    captchaWidget: e.KUPA_CAPTCHA_SITE_KEY
      ? { siteKey: e.KUPA_CAPTCHA_SITE_KEY, scriptUrl: e.KUPA_CAPTCHA_SCRIPT_URL ?? DEFAULT_CAPTCHA_SCRIPT_URL }
      : null,
    logLevel: e.LOG_LEVEL,
    vodSigningSecret: e.KUPA_VOD_SECRET ?? null,
    vodMediaDir: path.resolve(e.KUPA_VOD_MEDIA_DIR ?? path.join(e.KUPA_DATA_DIR, 'media', 'vod')),
    vodMaxBytes: Math.round(e.KUPA_VOD_MAX_MEGABYTES * 1024 * 1024),
  };
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address Fastify's trustProxy understands: an IP, an IP/prefix, or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (PROXY_KEYWORDS.has(value)) return true;
  const [ip, prefix, ...rest] = value.split('/');
  const family = net.isIP(ip ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Demo mode shows every login code and ticket link to anyone (the sandbox inbox), so it may not run where real
 * customers are: not on PostgreSQL, not under a public address, unless KUPA_DEMO_FORCE=on says so explicitly.
 * Production mode needs the public address, because links in SMS and e-mail are built from it alone.
 */
function checkMode(e: z.infer<typeof EnvSchema>, publicUrl: string | undefined, postgres: boolean): string[] {
  if (e.KUPA_MODE === 'production') {
    return publicUrl
      ? []
      : [
          '  KUPA_PUBLIC_URL: is required in production mode (links in SMS and e-mail are built from it); for a demo on the embedded database set KUPA_MODE=demo',
        ];
  }
  if (e.KUPA_DEMO_FORCE === 'on') return [];
  const problems: string[] = [];
  if (postgres)
    problems.push(
      '  KUPA_MODE: demo mode (anyone can read login codes in the sandbox inbox) refuses DATABASE_URL=postgres://...; unset DATABASE_URL, use KUPA_MODE=production, or force with KUPA_DEMO_FORCE=on',
    );
  if (publicUrl)
    problems.push(
      '  KUPA_MODE: demo mode (anyone can read login codes in the sandbox inbox) refuses a public address (KUPA_PUBLIC_URL); use KUPA_MODE=production, or force with KUPA_DEMO_FORCE=on',
    );
  return problems;
}

/** Real providers are wired in code, not by environment: the app asks here before using one. */
export function assertDemoModeAllows(config: Config, providers: ReadonlyArray<{ name: string; sandbox: boolean }>): void {
  if (config.mode !== 'demo' || config.demoForced) return;
  const real = providers.filter((p) => !p.sandbox).map((p) => p.name);
  if (real.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  KUPA_MODE: demo mode refuses a real ${real.join(' and a real ')}; use KUPA_MODE=production, or force with KUPA_DEMO_FORCE=on`,
    );
  }
}
