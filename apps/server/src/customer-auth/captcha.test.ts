import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_FAIL_TOKEN, captchaVerifier } from './captcha';

const settings = { verifyUrl: 'https://captcha.example/siteverify', secret: 's3cret' };

describe('captcha adapter', () => {
  it('off: accepts any response but the documented failing test token', async () => {
    const off = captchaVerifier(null);
    expect(off.on).toBe(false);
    await expect(off.check(undefined, '10.0.0.1')).resolves.toBeUndefined();
    await expect(off.check('anything', '10.0.0.1')).resolves.toBeUndefined();
    await expect(off.check(CAPTCHA_TEST_FAIL_TOKEN, '10.0.0.1')).rejects.toMatchObject({ code: 'CAPTCHA_ERROR' });
  });

  it('on: posts secret, response and remoteip as a form and accepts only success: true', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const answering = (json: unknown, ok = true) =>
      captchaVerifier(settings, async (url, init) => {
        calls.push({ url, body: init.body });
        return { ok, json: async () => json };
      });
    await expect(answering({ success: true }).check('token-1', '10.0.0.9')).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe(settings.verifyUrl);
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({ secret: 's3cret', response: 'token-1', remoteip: '10.0.0.9' }),
    );
    await expect(answering({ success: false }).check('token-2', '10.0.0.9')).rejects.toMatchObject({ code: 'CAPTCHA_ERROR' });
    await expect(answering({ success: true }, false).check('token-3', '10.0.0.9')).rejects.toMatchObject({ code: 'CAPTCHA_ERROR' });
    await expect(answering({ success: true }).check(undefined, '10.0.0.9')).rejects.toMatchObject({ code: 'CAPTCHA_ERROR' });
    const failing = captchaVerifier(settings, async () => {
      throw new Error('network down');
    });
    await expect(failing.check('token-4', '10.0.0.9')).rejects.toMatchObject({ code: 'CAPTCHA_ERROR' });
  });
});
