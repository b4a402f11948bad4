// @vitest-environment jsdom
import type { CustomerMembership, CustomerVideo } from '@kupa/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAccountServer } from '../../../testing/account-test-server';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { MembershipsSection } from './MembershipsSection';
import { VideosSection } from './VideosSection';

const membership = (extra: Partial<CustomerMembership>): CustomerMembership => ({
  memberNumber: 'M100001',
  membershipCode: 'CINEMA-YEAR',
  name: 'Annual membership',
  state: 'active',
  startDate: '2026-01-01',
  endDate: '2026-12-01',
  balance: 9,
  usedBalance: 3,
  points: 40,
  renewalOffered: true,
  ...extra,
});

const VIDEO: CustomerVideo = {
  id: 1,
  title: 'The Long Night',
  purchasedAt: '2026-11-20T10:00:00.000Z',
  availableFrom: '2026-11-20T10:00:00.000Z',
  availableUntil: '2026-11-27T10:00:00.000Z',
  playCount: 1,
  playsRemaining: 2,
  lastPlayedAt: null,
  isWatchable: true,
  watchPath: '/vod?presentation=5001',
};

const inRouter = (ui: React.ReactElement, locale: 'he' | 'en' = 'en') => renderWithKupa(<MemoryRouter>{ui}</MemoryRouter>, { locale });

describe('MembershipsSection and VideosSection', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each membership with state, balance and points, and renewal only where offered', async () => {
    stubAccountServer({
      'GET /api/customer/memberships': () => ({
        body: { memberships: [membership({}), membership({ memberNumber: 'M2', state: 'notStarted', renewalOffered: false })] },
      }),
    });
    inRouter(<MembershipsSection />);
    const [soon, later] = await screen.findAllByTestId('my-membership');
    expect(within(soon!).getByTestId('my-membership-state')).toHaveTextContent('Active');
    expect(within(soon!).getByRole('link', { name: 'Renew Annual membership' })).toHaveAttribute('href', '/membership/CINEMA-YEAR');
    expect(soon).toHaveTextContent('40');
    expect(within(later!).getByTestId('my-membership-state')).toHaveTextContent('Not started yet');
    expect(within(later!).queryByTestId('my-membership-renewal')).toBeNull();
  });

  it('has an empty state for memberships in Hebrew', async () => {
    stubAccountServer({ 'GET /api/customer/memberships': () => ({ body: { memberships: [] } }) });
    inRouter(<MembershipsSection />, 'he');
    expect(await screen.findByTestId('my-memberships-empty')).toHaveTextContent('אין לך מנויים.');
  });

  it('lists the videos with a watch link, and an empty state', async () => {
    stubAccountServer({
      'GET /api/customer/videos': () => ({ body: { videos: [VIDEO, { ...VIDEO, id: 2, isWatchable: false, playsRemaining: 0 }] } }),
    });
    inRouter(<VideosSection />);
    const [open, spent] = await screen.findAllByTestId('my-video');
    expect(within(open!).getByRole('link', { name: 'Watch The Long Night' })).toHaveAttribute('href', '/vod?presentation=5001');
    expect(open).toHaveTextContent('2 plays left');
    expect(spent).toHaveTextContent('Not available to watch now');
    cleanup();
    stubAccountServer({ 'GET /api/customer/videos': () => ({ body: { videos: [] } }) });
    inRouter(<VideosSection />);
    expect(await screen.findByTestId('my-videos-empty')).toHaveTextContent('You have not bought any videos yet.');
  });
});
