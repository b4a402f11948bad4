import { createContext, useContext } from 'react';
import { initialState } from '../config/initial-state';

/** A token for a login call's recaptchaToken, or undefined when the site has no captcha (nothing was loaded). */
export type CaptchaTokenProvider = (action: string) => Promise<string | undefined>;

/** What a reCAPTCHA v3 compatible script puts on window. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** How long the script may take to load before a login goes on without a token (the server then says CAPTCHA_ERROR). */
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | null = null;

/** Loads the captcha script once (`<script src=… async>`; the CSP allows its origin only when it is configured). */
function loadScript(scriptUrl: string, siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const url = new URL(scriptUrl);
    url.searchParams.set('render', siteKey);
    script.src = url.toString();
    script.async = true;
    script.dataset.kupaCaptcha = 'true';
    const timer = setTimeout(() => reject(new Error('captcha script timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!g) return reject(new Error('captcha script loaded without grecaptcha'));
      g.ready(() => {
        clearTimeout(timer);
        resolve(g);
      });
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('captcha script failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The token provider of the page's captcha (initial state's `captcha`, from KUPA_CAPTCHA_SITE_KEY): loads the script
 * on the first login and asks it for a token; without a site key it answers undefined and loads nothing. A script
 * that cannot load also answers undefined: the login goes on and the server answers CAPTCHA_ERROR, shown translated.
 */
export function siteCaptcha(config = initialState().captcha): CaptchaTokenProvider {
  if (!config) return () => Promise.resolve(undefined);
  return async (action) => {
    try {
      const g = await loadScript(config.scriptUrl, config.siteKey);
      return await g.execute(config.siteKey, { action });
    } catch {
      return undefined;
    }
  };
}

/** The login forms' token provider; tests put a stub in its place. */
export const CaptchaContext = createContext<CaptchaTokenProvider>(siteCaptcha());

/** The token provider of the login forms. */
export function useCaptchaToken(): CaptchaTokenProvider {
  return useContext(CaptchaContext);
}
