import { describe, expect, it } from 'vitest';
import { assertDemoModeAllows, ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'production', KUPA_DATA_DIR: '/tmp/kupa-config-test' };
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('the mode (demo or production)', () => {
  it('is production when unset: no sandbox inbox, and a public address is required', () => {
    expect(refusal({})).toMatch(/KUPA_PUBLIC_URL: is required in production mode/);
    const config = loadConfig({ ...base, KUPA_PUBLIC_URL: 'https://tickets.example.org/' });
    expect(config).toMatchObject({ mode: 'production', sandboxInbox: false, publicUrl: 'https://tickets.example.org', demoForced: false });
  });

  it('fills an empty database with demo data (staff with published passwords) by default only in demo mode', () => {
    expect(loadConfig({ ...base, KUPA_MODE: 'demo' }).demoData).toBe('auto');
    expect(loadConfig({ ...base, KUPA_PUBLIC_URL: 'https://tickets.example.org' }).demoData).toBe('off');
    expect(loadConfig({ ...base, KUPA_PUBLIC_URL: 'https://tickets.example.org', KUPA_DEMO_DATA: 'auto' }).demoData).toBe('auto');
  });

  it('turns the sandbox inbox on only in demo mode on the embedded database', () => {
    expect(loadConfig({ ...base, KUPA_MODE: 'demo' })).toMatchObject({ mode: 'demo', sandboxInbox: true, publicUrl: undefined });
    expect(loadConfig({ ...base, KUPA_MODE: 'demo', DATABASE_URL: 'sqlite:' })).toMatchObject({ sandboxInbox: true });
  });

  it('refuses demo mode with PostgreSQL or a public address unless forced', () => {
    expect(refusal({ KUPA_MODE: 'demo', DATABASE_URL: 'postgres://kupa@db:5432/kupa' })).toMatch(
      /demo mode .* refuses DATABASE_URL=postgres/,
    );
    expect(refusal({ KUPA_MODE: 'demo', KUPA_PUBLIC_URL: 'https://tickets.example.org' })).toMatch(/demo mode .* refuses a public address/);
    const forced = loadConfig({
      ...base,
      KUPA_MODE: 'demo',
      KUPA_DEMO_FORCE: 'on',
      DATABASE_URL: 'postgres://kupa@db:5432/kupa',
      KUPA_PUBLIC_URL: 'https://demo.example.org',
    });
    expect(forced).toMatchObject({ mode: 'demo', demoForced: true, sandboxInbox: true, publicUrl: 'https://demo.example.org' });
  });

  it('refuses demo mode with a real payment provider or message gateway unless forced', () => {
    const demo = loadConfig({ ...base, KUPA_MODE: 'demo' });
    expect(() => assertDemoModeAllows(demo, [{ name: 'payment provider', sandbox: true }])).not.toThrow();
    expect(() => assertDemoModeAllows(demo, [{ name: 'payment provider', sandbox: false }])).toThrow(
      /demo mode refuses a real payment provider/,
    );
    const forced = loadConfig({ ...base, KUPA_MODE: 'demo', KUPA_DEMO_FORCE: 'on' });
    expect(() => assertDemoModeAllows(forced, [{ name: 'message gateway', sandbox: false }])).not.toThrow();
    const production = loadConfig({ ...base, KUPA_PUBLIC_URL: 'https://tickets.example.org' });
    expect(() => assertDemoModeAllows(production, [{ name: 'payment provider', sandbox: false }])).not.toThrow();
  });

  it("no longer reads KUPA_SANDBOX_INBOX, and says so rather than ignoring an 'on'", () => {
    expect(refusal({ KUPA_MODE: 'demo', KUPA_SANDBOX_INBOX: 'on' })).toMatch(/KUPA_SANDBOX_INBOX: is no longer read/);
    expect(loadConfig({ ...base, KUPA_PUBLIC_URL: 'https://tickets.example.org', KUPA_SANDBOX_INBOX: 'off' }).sandboxInbox).toBe(false);
  });

  it('lets a tool that serves nothing (the seed command) skip the mode checks', () => {
    expect(loadConfig(base, { serving: false }).mode).toBe('production');
  });
});

describe('trusted proxies (KUPA_TRUST_PROXY)', () => {
  const withProxies = (value: string) => loadConfig({ ...base, KUPA_MODE: 'demo', KUPA_TRUST_PROXY: value });
  it('trusts no proxy by default', () => {
    expect(loadConfig({ ...base, KUPA_MODE: 'demo' }).trustProxy).toEqual([]);
  });
  it('reads addresses, CIDR ranges and loopback', () => {
    expect(withProxies('10.0.0.0/8, 192.168.1.5,loopback, ::1, fd00::/8').trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });
  it('refuses anything else', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8/2']) {
      expect(refusal({ KUPA_MODE: 'demo', KUPA_TRUST_PROXY: bad })).toMatch(/KUPA_TRUST_PROXY: must be a comma-separated list/);
    }
  });
});
