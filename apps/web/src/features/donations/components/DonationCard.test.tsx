// @vitest-environment jsdom
import type { DonationChoice } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { loadPendingOrder } from '../../item-order';
import { DonationCard } from './DonationCard';

const DONATION: DonationChoice = {
  id: 7,
  businessId: 3,
  code: 'FUND',
  name: 'Community fund',
  description: 'Screenings for teenagers',
  currency: 'ILS',
  amounts: [
    { id: 71, amount: 18 },
    { id: 72, amount: 36 },
  ],
  customAmount: { id: 79, min: 10, max: 5000 },
};

function setup(locale: 'en' | 'he' = 'en', donation: DonationChoice = DONATION) {
  renderWithKupa(
    <MemoryRouter initialEntries={['/donations']}>
      <Routes>
        <Route path="/donations" element={<DonationCard donation={donation} />} />
        <Route path="/checkout/donations" element={<p>checkout page</p>} />
      </Routes>
    </MemoryRouter>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('DonationCard', () => {
  it('offers each fixed amount and another amount in one group, and the custom amount with its range', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Amount to donate' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual(Array(3).fill('donation-7-amount'));
    expect(screen.getByRole('radio', { name: '₪18.00' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Another amount' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your amount in shekels' })).toHaveAccessibleDescription('From ₪10.00 to ₪5,000.00');
  });

  it('refuses Continue without a choice, and an amount out of range, saying why; nothing is saved', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to donate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At least one voucher, donation or membership must be selected');
    const input = screen.getByRole('textbox', { name: 'Your amount in shekels' });
    await userEvent.type(input, '5');
    expect(screen.getByRole('radio', { name: 'Another amount' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to donate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The amount must be between ₪10.00 and ₪5,000.00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to donate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the amount in shekels');
    expect(loadPendingOrder('donations')).toBeNull();
  });

  it('saves a custom amount as the pending donation order and goes to its checkout', async () => {
    setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your amount in shekels' }), '72,5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to donate' }));
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(loadPendingOrder('donations')).toEqual({
      kind: 'donations',
      businessId: 3,
      lines: [{ id: 7, donationDetails: [{ id: 79, customAmount: 72.5 }] }],
    });
  });

  it('saves a fixed amount once, in Hebrew too', async () => {
    setup('he');
    await userEvent.click(screen.getByRole('radio', { name: /36\.00/ }));
    await userEvent.click(screen.getByRole('button', { name: 'המשך לתרומה' }));
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(loadPendingOrder('donations')?.lines).toEqual([{ id: 7, donationDetails: [{ id: 72, selectedQuantity: 1 }] }]);
  });

  it('shows no custom amount when the donation has none', () => {
    setup('en', { ...DONATION, customAmount: null });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
