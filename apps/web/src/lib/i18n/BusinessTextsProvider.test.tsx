// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../testing/render-with-kupa';
import { BusinessTextsProvider } from './BusinessTextsProvider';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const texts = (t: Record<string, string>, locale = 'en') => ({ businessId: 2, locale, languages: ['he', 'en'], texts: t });

function Page({ version = 1 }: { version?: number }) {
  return (
    <BusinessTextsProvider key={version} businessId={2}>
      <p data-testid="screen">
        <FormattedMessage id="seats.screen" />
      </p>
      <p data-testid="terms">
        <FormattedMessage id="customer.field.termsShort" />
      </p>
    </BusinessTextsProvider>
  );
}

describe('BusinessTextsProvider', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("replaces the bundled texts by the business's, as plain text, and keeps the others", async () => {
    const fetch = answer(200, texts({ 'seats.screen': 'Stage {left}' }));
    renderWithKupa(<Page />);
    expect(await screen.findByText('Stage {left}')).toBeInTheDocument();
    expect(screen.getByTestId('terms')).toHaveTextContent('Terms of purchase');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/businesses/2/texts?lang=en');
  });

  it('shows a changed text on the next visit, without a restart', async () => {
    answer(200, texts({ 'seats.screen': 'Stage' }));
    const { rerender } = renderWithKupa(<Page />);
    expect(await screen.findByText('Stage')).toBeInTheDocument();
    answer(200, texts({ 'seats.screen': 'Main stage' }));
    rerender(<Page version={2} />);
    expect(await screen.findByText('Main stage')).toBeInTheDocument();
  });

  it('reads the texts of the page language (Hebrew)', async () => {
    answer(200, texts({ 'seats.screen': 'במה' }, 'he'));
    renderWithKupa(<Page />, { locale: 'he' });
    expect(await screen.findByText('במה')).toBeInTheDocument();
  });

  it('shows the bundled texts when the business texts cannot be read', async () => {
    const fetch = answer(500, { error: { error: 'INTERNAL', message: 'x' } });
    renderWithKupa(<Page />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByTestId('screen')).toHaveTextContent('Screen');
  });
});
