// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrderReferral } from '../../../lib/referral/order-referral';
import { readPartnerReturn } from '../../../lib/referral/partner-return';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { OrderReferralGate } from './OrderReferralGate';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

/** Stands in for the order: shows what it was given. */
function Order() {
  const referral = useOrderReferral();
  return <p data-testid="order">{JSON.stringify(referral)}</p>;
}

function renderAt(url: string) {
  return renderWithKupa(
    <MemoryRouter initialEntries={[url]}>
      <OrderReferralGate presentationId={7}>
        <Order />
      </OrderReferralGate>
    </MemoryRouter>,
  );
}

const LINK = '?TS=1795000000&ret=https%3A%2F%2Fguide.example%2Fthanks&key=abc';

describe('OrderReferralGate', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('passes a mini site on to the order and names it, without any integration call', async () => {
    answer(200, { miniSites: [{ id: 61, url: 'students', businessId: 1, name: 'Kupa for students', tagline: null, brandColor: null }] });
    renderAt('/order/7?referralMiniSiteId=61');
    expect(JSON.parse((await screen.findByTestId('order')).textContent ?? '')).toEqual({ referralMiniSiteId: 61, integration: null });
    expect(await screen.findByTestId('order-mini-site')).toHaveTextContent('You are buying through Kupa for students');
    expect(vi.mocked(fetch).mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('/api/mini-sites?')]);
  });

  it('checks a partner link first, then says where the customer came from and keeps the way back', async () => {
    answer(200, { integrationId: 'city-guide', partnerName: 'City guide', returnUrl: 'https://guide.example/thanks' });
    renderAt(`/order/7${LINK}`);
    expect(await screen.findByTestId('order-partner')).toHaveTextContent('You came from City guide');
    expect(JSON.parse(screen.getByTestId('order').textContent ?? '').integration).toEqual({
      TS: '1795000000',
      ret: 'https://guide.example/thanks',
      key: 'abc',
    });
    expect(readPartnerReturn(7)).toEqual({ partnerName: 'City guide', returnUrl: 'https://guide.example/thanks' });
  });

  it('shows the refusal of a bad or expired link instead of the order', async () => {
    answer(410, { error: { error: 'INTEGRATION_LINK_EXPIRED', message: 'expired' } });
    renderAt(`/order/7${LINK}`);
    expect(await screen.findByTestId('order-integration-refused')).toHaveTextContent("The partner's link has expired");
    expect(screen.queryByTestId('order')).not.toBeInTheDocument();
    expect(readPartnerReturn(7)).toBeNull();
  });
});
