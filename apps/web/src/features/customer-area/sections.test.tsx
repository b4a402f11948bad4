// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAccountServer } from '../../testing/account-test-server';
import { renderWithKupa } from '../../testing/render-with-kupa';
import { customerAreaSections } from './sections';

/** Each section of the area: the call its list comes from, an empty answer, and the test ids of its three states. */
const LISTS = {
  tickets: {
    url: 'GET /api/customer/reservations',
    empty: { upcoming: [], past: [] },
    states: ['my-orders-loading', 'my-orders-error', ['my-orders-upcoming-empty', 'my-orders-past-empty']],
  },
  vouchers: {
    url: 'GET /api/customer/vouchers',
    empty: { vouchers: [] },
    states: ['my-vouchers-loading', 'my-vouchers-failed', ['my-vouchers-empty']],
  },
  memberships: {
    url: 'GET /api/customer/memberships',
    empty: { memberships: [] },
    states: ['my-memberships-loading', 'my-memberships-failed', ['my-memberships-empty']],
  },
  videos: {
    url: 'GET /api/customer/videos',
    empty: { videos: [] },
    states: ['my-videos-loading', 'my-videos-failed', ['my-videos-empty']],
  },
  details: {
    url: 'GET /api/customer/details',
    empty: {
      details: {
        firstName: null,
        lastName: null,
        email: null,
        mobile: '0521234567',
        isEmailAllowed: false,
        isSmsAllowed: false,
        address: null,
        city: null,
        dateOfBirth: null,
        canChangeMobile: true,
        cards: [],
      },
    },
    states: ['my-details-loading', 'my-details-failed', ['my-cards-empty']],
  },
} as const;

function renderSection(id: string, locale: 'he' | 'en') {
  const section = customerAreaSections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return renderWithKupa(
    <MemoryRouter>
      <section.Component />
    </MemoryRouter>,
    { locale },
  );
}

/** Issue 9: every list of the customer area has a designed loading, error and empty state, in both languages. */
describe.each(['he', 'en'] as const)('the customer area lists in %s', (locale) => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('covers every section', () => {
    expect(customerAreaSections.map((s) => s.id).sort()).toEqual(Object.keys(LISTS).sort());
  });

  it.each(Object.entries(LISTS))('%s: loading, then an error with Try again, then the empty state', async (id, list) => {
    const [loading, failed, empties] = list.states;
    // Loading: the answer has not come yet.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderSection(id, locale);
    expect(await screen.findByTestId(loading)).toHaveTextContent(/\S/);
    cleanup();
    vi.unstubAllGlobals();

    let fail = true;
    stubAccountServer({ [list.url]: () => (fail ? { status: 500, body: {} } : { body: list.empty }) });
    renderSection(id, locale);
    const error = await screen.findByTestId(failed);
    expect(error).toHaveTextContent(/\S/);
    expect(error.querySelector('[role="alert"]')).not.toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: locale === 'he' ? 'ניסיון נוסף' : 'Try again' }));
    for (const empty of empties) expect(await screen.findByTestId(empty)).toHaveTextContent(/\S/);
  });
});
