// @vitest-environment jsdom
import type { VodTitle } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { loadPendingOrder, savePendingOrder } from '../../item-order';
import { VodTitleCard } from './VodTitleCard';

const TITLE: VodTitle = {
  presentationId: 5006,
  featureId: 3,
  businessId: 1,
  title: 'Stream',
  synopsis: 'A film to watch at home',
  minutes: 95,
  ratingName: '12+',
  price: 35,
  viewingHours: 48,
  plays: 3,
  posterUrl: '/api/features/3/image?raw=1',
};

function setup(locale: 'en' | 'he' = 'en') {
  renderWithKupa(
    <MemoryRouter initialEntries={['/vod']}>
      <Routes>
        <Route path="/vod" element={<VodTitleCard title={TITLE} />} />
        <Route path="/checkout/vod" element={<p>checkout page</p>} />
      </Routes>
    </MemoryRouter>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('VodTitleCard', () => {
  it('shows the title with its length, price and viewing terms', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Stream' })).toBeInTheDocument();
    expect(screen.getByText('95 min.')).toBeInTheDocument();
    expect(screen.getByText('₪35.00')).toBeInTheDocument();
    expect(screen.getByText('48 hours, 3 plays')).toBeInTheDocument();
  });

  it('buys it: the title replaces any other pending order and the video checkout opens', async () => {
    savePendingOrder({ kind: 'donations', businessId: 1, lines: [{ id: 1, donationDetails: [{ id: 2 }] }] });
    setup('he');
    await userEvent.click(screen.getByRole('button', { name: 'לרכישה ולצפייה בStream' }));
    expect(screen.getByText('checkout page')).toBeInTheDocument();
    expect(loadPendingOrder('vod')).toEqual({ kind: 'vod', businessId: 1, lines: [{ presentationId: 5006 }] });
    expect(loadPendingOrder('donations')).toBeNull();
  });
});
