// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedUrls, serveOrderAndTexts } from '../../../testing/order-texts-server';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { EDocumentPage } from './EDocumentPage';

/** ADR 0017: the e-ticket at its own address is a page of the business that sold the order. */
describe('EDocumentPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reads the texts of the order's business in the page language (Hebrew) and shows the e-ticket", async () => {
    const fetch = serveOrderAndTexts({});
    renderWithKupa(
      <MemoryRouter initialEntries={['/edocument/doc-key']}>
        <Routes>
          <Route path="/edocument/:documentKey" element={<EDocumentPage />} />
        </Routes>
      </MemoryRouter>,
      { locale: 'he' },
    );
    expect(await screen.findByTestId('edocument')).toHaveTextContent('K7M2QX');
    await vi.waitFor(() => expect(requestedUrls(fetch)).toContainEqual(expect.stringContaining('/api/businesses/2/texts?lang=he')));
  });
});
