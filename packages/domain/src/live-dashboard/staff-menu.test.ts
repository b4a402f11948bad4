import { describe, expect, it } from 'vitest';
import { roleSeesPage, staffMenu } from './staff-menu';

describe('staffMenu', () => {
  it('gives the box office the monitors and those who run a business the reference-prompt admin view as well', () => {
    const boxOffice = staffMenu(['box-office']).map((m) => m.key);
    expect(boxOffice).toEqual([
      'attendance',
      'featureMonitor',
      'locationTicketSales',
      'featureTicketSales',
      'presentationSales',
      'cinemaMonitor',
      'waivers',
    ]);
    for (const role of ['admin', 'manager'] as const) {
      const menu = staffMenu([role]);
      expect(menu.map((m) => m.key)).toEqual([...boxOffice, 'ticketReferencePromptAdmin']);
      expect(menu.at(-1)).toEqual({ key: 'ticketReferencePromptAdmin', path: '/kupa-live/reference-prompt-agents' });
    }
  });

  it('gives the door attendance and waivers only, and a user with several roles the pages of each', () => {
    expect(staffMenu(['door']).map((m) => m.key)).toEqual(['attendance', 'waivers']);
    expect(staffMenu(['door', 'manager'])).toEqual(staffMenu(['manager']));
    expect(staffMenu([])).toEqual([]);
    expect(roleSeesPage('door', 'presentationSales')).toBe(false);
    expect(roleSeesPage('box-office', 'ticketReferencePromptAdmin')).toBe(false);
  });
});
