// @vitest-environment jsdom
import type { StaffDonation } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { donationDraftOf, EMPTY_DONATION } from '../../utils/donation-draft';
import { DonationForm } from './DonationForm';

const IDLE = { isPending: false, isSuccess: false, error: null };

const FUND: StaffDonation = {
  id: 3,
  code: 'FUND',
  nameHe: 'קרן',
  nameEn: 'Fund',
  descriptionHe: null,
  descriptionEn: null,
  amountsAgorot: [2000, 5050],
  custom: { minAgorot: 1000, maxAgorot: 100000 },
  isActive: true,
};

describe('DonationForm', () => {
  afterEach(cleanup);

  it('saves a new donation choice with fixed amounts and a typed-amount range, in agorot', async () => {
    const onSave = vi.fn();
    renderWithKupa(<DonationForm initial={EMPTY_DONATION} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('קוד'), 'YOUTH');
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'נוער');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'Youth');
    await userEvent.type(screen.getByLabelText('סכומים קבועים (₪, מופרדים בפסיקים)'), '20, 50,100');
    await userEvent.click(screen.getByLabelText('התורם רשאי להקליד סכום'));
    await userEvent.type(screen.getByLabelText('הסכום הנמוך ביותר (₪)'), '10');
    await userEvent.type(screen.getByLabelText('הסכום הגבוה ביותר (₪)'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({
      code: 'YOUTH',
      nameHe: 'נוער',
      nameEn: 'Youth',
      descriptionHe: null,
      descriptionEn: null,
      amountsAgorot: [2000, 5000, 10000],
      custom: { minAgorot: 1000, maxAgorot: 500000 },
      isActive: true,
    });
  }, 20_000);

  it('shows a saved choice as typed, and retiring it without a range sends custom null', async () => {
    const onSave = vi.fn();
    renderWithKupa(<DonationForm initial={donationDraftOf(FUND)} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.getByLabelText('Fixed amounts (₪, separated by commas)')).toHaveValue('20, 50.50');
    await userEvent.click(screen.getByLabelText('The donor may type an amount'));
    expect(screen.queryByLabelText('Lowest amount (₪)')).toBeNull();
    await userEvent.click(screen.getByLabelText('Offered (clear to retire it)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ amountsAgorot: [2000, 5050], custom: null, isActive: false }));
  });

  it('marks an amount that is not shekels and sends nothing', async () => {
    const onSave = vi.fn();
    renderWithKupa(<DonationForm initial={EMPTY_DONATION} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Fixed amounts (₪, separated by commas)'), '20, lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Fixed amounts (₪, separated by commas)')).toHaveAttribute('aria-invalid', 'true');
  });

  it("keeps the typed choice when the server refuses the range's top and marks that field", async () => {
    const { rerender } = renderWithKupa(<DonationForm initial={donationDraftOf(FUND)} onSave={vi.fn()} state={IDLE} />, { staff: true });
    await userEvent.clear(screen.getByLabelText('Name in English'));
    await userEvent.type(screen.getByLabelText('Name in English'), 'The fund');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.custom.maxAgorot' });
    rerender(<DonationForm initial={donationDraftOf(FUND)} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Name in English')).toHaveValue('The fund');
    expect(screen.getByLabelText('Highest amount (₪)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
  });
});
