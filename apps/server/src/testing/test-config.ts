import { loadConfig, type Config } from '../config';

/** The public address test apps send links under (production mode needs one). */
export const TEST_PUBLIC_URL = 'https://tickets.kupa.test';

/**
 * The configuration of an app under test: production mode with a public address unless the test asks for demo
 * mode (the sandbox inbox), quiet logs, and whatever the test sets on top.
 */
export function testConfig(env: Record<string, string | undefined>): Config {
  const demo = env.KUPA_MODE === 'demo';
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(demo ? {} : { KUPA_PUBLIC_URL: TEST_PUBLIC_URL }), ...env });
}
