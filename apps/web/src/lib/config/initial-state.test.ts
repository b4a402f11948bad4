import { describe, expect, it } from 'vitest';
import { DEFAULT_INITIAL_STATE, parseInitialState, readInitialStateElement } from './initial-state';

describe('parseInitialState', () => {
  it('uses defaults when the server wrote nothing (vite dev)', () => {
    expect(parseInitialState(undefined)).toEqual(DEFAULT_INITIAL_STATE);
    expect(DEFAULT_INITIAL_STATE).toMatchObject({ defaultLocale: 'he', enabledLocales: ['he', 'en'], timeZone: 'Asia/Jerusalem' });
  });

  it('takes the values the server sent', () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(parseInitialState({ uuid, defaultLocale: 'en', enabledLocales: ['he', 'en'], timeZone: 'Europe/Warsaw' })).toEqual({
      uuid,
      defaultLocale: 'en',
      enabledLocales: ['he', 'en'],
      timeZone: 'Europe/Warsaw',
      externalLinkOrigins: [],
      captcha: null,
    });
  });

  it('keeps only http(s) origins of the external-link allow-list', () => {
    const state = parseInitialState({
      externalLinkOrigins: ['https://www.kupa-cinemas.example', 'javascript:alert(1)', 7, 'https://shop.example/x'],
    });
    expect(state.externalLinkOrigins).toEqual(['https://www.kupa-cinemas.example', 'https://shop.example']);
    expect(parseInitialState({ externalLinkOrigins: 'https://evil.example' }).externalLinkOrigins).toEqual([]);
  });

  it('takes the captcha site key and https script, or none', () => {
    const captcha = { siteKey: 'key_1-A', scriptUrl: 'https://www.google.com/recaptcha/api.js' };
    expect(parseInitialState({ captcha }).captcha).toEqual(captcha);
    expect(parseInitialState({ captcha: { ...captcha, scriptUrl: 'http://x.example/a.js' } }).captcha).toBeNull();
    expect(parseInitialState({ captcha: { ...captcha, siteKey: 'a"b' } }).captcha).toBeNull();
    expect(parseInitialState({}).captcha).toBeNull();
  });

  it('drops malformed fields one by one', () => {
    const state = parseInitialState({ uuid: 'nope', defaultLocale: 'xx', enabledLocales: ['he', 'klingon'], timeZone: 'Mars/Base' });
    expect(state).toEqual({
      uuid: null,
      defaultLocale: 'he',
      enabledLocales: ['he'],
      timeZone: 'Asia/Jerusalem',
      externalLinkOrigins: [],
      captcha: null,
    });
  });

  it('keeps the default locale inside the enabled list', () => {
    expect(parseInitialState({ defaultLocale: 'he', enabledLocales: ['en'] }).defaultLocale).toBe('en');
  });
});

describe('readInitialStateElement', () => {
  const documentWith = (text: string | null) => ({
    getElementById: (id: string) => (id === 'kupa-initial-state' && text !== null ? ({ textContent: text } as HTMLElement) : null),
  });

  it('reads the JSON data block the server writes, < escaped', () => {
    expect(readInitialStateElement(documentWith('{"uuid":null,"timeZone":"Asia/Jerusalem","x":"\\u003c/script>"}'))).toEqual({
      uuid: null,
      timeZone: 'Asia/Jerusalem',
      x: '</script>',
    });
  });

  it('answers undefined when the block is missing or broken', () => {
    expect(readInitialStateElement(documentWith(null))).toBeUndefined();
    expect(readInitialStateElement(documentWith('{not json'))).toBeUndefined();
    expect(readInitialStateElement(undefined)).toBeUndefined();
  });
});
