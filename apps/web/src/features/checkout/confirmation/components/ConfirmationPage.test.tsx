// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedUrls, serveOrderAndTexts } from '../../../../testing/order-texts-server';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { ConfirmationPage } from './ConfirmationPage';

const renderAt = (url: string) =>
  renderWithKupa(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/order/:presentationId/confirmation/:documentKey" element={<ConfirmationPage />} />
      </Routes>
    </MemoryRouter>,
  );

/** ADR 0017: the confirmation at its own address shows the texts of the business that sold the order. */
describe('ConfirmationPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the business's own texts over the bundled ones, read for the order's business in the page language", async () => {
    const fetch = serveOrderAndTexts({ 'confirmation.title': 'Enjoy the show at Cinema City', 'confirmation.serviceCharge': 'Handling' });
    renderAt('/order/7/confirmation/doc-key');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enjoy the show at Cinema City' })).toBeInTheDocument();
    expect(screen.getByText('Handling')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toContainEqual(expect.stringContaining('/api/businesses/2/texts?lang=en'));
  });

  it('shows the bundled texts when the business texts cannot be read', async () => {
    const fetch = serveOrderAndTexts(500);
    renderAt('/order/7/confirmation/doc-key');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is confirmed' })).toBeInTheDocument();
    await vi.waitFor(() => expect(requestedUrls(fetch)).toContainEqual(expect.stringContaining('/texts')));
    expect(screen.getByText('Handling fees')).toBeInTheDocument();
  });
});
