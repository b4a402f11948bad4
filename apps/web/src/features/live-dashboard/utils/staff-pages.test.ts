import { describe, expect, it } from 'vitest';
import { livePageOf, loginHref, passwordHref, passwordReturnTo, pathOfPage, safeReturnTo } from './staff-pages';

describe('livePageOf', () => {
  it('opens the attendance dashboard at /kupa-live and the monitors at their menu paths', () => {
    expect(livePageOf('')).toBe('attendance');
    expect(livePageOf('attendance')).toBe('attendance');
    expect(livePageOf('v2/features')).toBe('featureMonitor');
    expect(livePageOf('location-ticket-sales/')).toBe('locationTicketSales');
    expect(livePageOf('feature-ticket-sales')).toBe('featureTicketSales');
    expect(livePageOf('presentation-sales')).toBe('presentationSales');
    expect(livePageOf('cinema-monitor')).toBe('cinemaMonitor');
    expect(livePageOf('reference-prompt-agents')).toBe('ticketReferencePromptAdmin');
    expect(livePageOf('login')).toBe('login');
    expect(livePageOf('password')).toBe('password');
  });

  it('hands every /kupa-live/manage address to the back office', () => {
    expect(livePageOf('manage')).toBe('manage');
    expect(livePageOf('manage/settings')).toBe('manage');
    expect(livePageOf('managers')).toBe('notFound');
  });

  it('is notFound for anything else', () => {
    expect(livePageOf('v2')).toBe('notFound');
    expect(livePageOf('cinema-monitor/extra')).toBe('notFound');
  });

  it('gives the path of a page', () => {
    expect(pathOfPage('cinemaMonitor')).toBe('/kupa-live/cinema-monitor');
  });
});

describe('safeReturnTo', () => {
  it('keeps addresses inside the dashboard', () => {
    expect(safeReturnTo('/kupa-live/cinema-monitor?date=2026-11-22')).toBe('/kupa-live/cinema-monitor?date=2026-11-22');
    expect(safeReturnTo('/kupa-live?date=2026-11-22&location=1')).toBe('/kupa-live?date=2026-11-22&location=1');
  });

  it('refuses other sites, other pages and the login page', () => {
    expect(safeReturnTo(null)).toBe('/kupa-live');
    expect(safeReturnTo('https://evil.example/kupa-live')).toBe('/kupa-live');
    expect(safeReturnTo('//evil.example')).toBe('/kupa-live');
    expect(safeReturnTo('/kupa-liveevil')).toBe('/kupa-live');
    expect(safeReturnTo('/order/1')).toBe('/kupa-live');
    expect(safeReturnTo('/kupa-live/login?returnTo=/kupa-live')).toBe('/kupa-live');
    expect(safeReturnTo('/kupa-live/\\evil')).toBe('/kupa-live');
  });
});

describe('loginHref', () => {
  it('remembers the page without its lang', () => {
    expect(loginHref('/kupa-live/cinema-monitor?date=2026-11-22&lang=en')).toBe(
      '/kupa-live/login?returnTo=%2Fkupa-live%2Fcinema-monitor%3Fdate%3D2026-11-22',
    );
    expect(loginHref('/kupa-live?lang=en')).toBe('/kupa-live/login');
  });
});

describe('passwordHref', () => {
  it('remembers the page the user leaves, without its lang, and not the password page itself', () => {
    expect(passwordHref('/kupa-live/waivers?date=2026-11-22&lang=en')).toBe(
      '/kupa-live/password?returnTo=%2Fkupa-live%2Fwaivers%3Fdate%3D2026-11-22',
    );
    expect(passwordHref('/kupa-live')).toBe('/kupa-live/password');
    expect(passwordHref('/kupa-live/password?returnTo=%2Fkupa-live%2Fwaivers')).toBe('/kupa-live/password');
  });
});

describe('passwordReturnTo', () => {
  it('leads back inside the dashboard, never to the password page or another site', () => {
    expect(passwordReturnTo('/kupa-live/manage/films')).toBe('/kupa-live/manage/films');
    expect(passwordReturnTo('/kupa-live/password')).toBe('/kupa-live');
    expect(passwordReturnTo('https://evil.example')).toBe('/kupa-live');
    expect(passwordReturnTo(null)).toBe('/kupa-live');
  });
});
