// @vitest-environment jsdom
import type { MiniSitePageResponse } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPresentation } from '../../../lib/presentation/test-presentation';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { MiniSitePage } from './MiniSitePage';

const PAGE: MiniSitePageResponse = {
  miniSite: { id: 61, url: 'students', businessId: 1, name: 'Kupa for students', tagline: 'Student prices', brandColor: '#0f5c8a' },
  presentations: [{ presentation: { ...testPresentation(), id: 7, featureName: 'Dune' }, referralPrices: { minPrice: 36, maxPrice: 36 } }],
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function renderAt(url: string) {
  return renderWithKupa(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/mini-site/:url" element={<MiniSitePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('MiniSitePage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the branded site and buys through it: the order link carries the mini site, at its price', async () => {
    answer(200, PAGE);
    renderAt('/mini-site/students');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kupa for students' })).toBeInTheDocument();
    expect(screen.getByText('Student prices')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
    expect(screen.getByTestId('mini-site-price')).toHaveTextContent('₪36.00');
    expect(screen.getByTestId('mini-site-buy')).toHaveAttribute('href', '/order/7?referralMiniSiteId=61');
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toContain('/api/mini-sites/students');
  });

  it('is the 404 page for an unknown mini site (spec 2)', async () => {
    answer(404, { error: { error: 'MINI_SITE_NOT_FOUND', message: 'not found' } });
    renderAt('/mini-site/nope');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
