import { describe, expect, it } from 'vitest';
import { staffMenu } from './staff-menu';

describe('staffMenu', () => {
  it('gives operators the monitors and administrators the reference-prompt admin view as well', () => {
    const operator = staffMenu({ isAdmin: false }).map((m) => m.key);
    expect(operator).toEqual([
      'attendance',
      'featureMonitor',
      'locationTicketSales',
      'featureTicketSales',
      'presentationSales',
      'cinemaMonitor',
      'waivers',
    ]);
    const admin = staffMenu({ isAdmin: true });
    expect(admin.map((m) => m.key)).toEqual([...operator, 'ticketReferencePromptAdmin']);
    expect(admin.at(-1)).toEqual({ key: 'ticketReferencePromptAdmin', path: '/kupa-live/reference-prompt-agents' });
  });
});
