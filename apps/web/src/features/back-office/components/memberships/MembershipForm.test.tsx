// @vitest-environment jsdom
import type { StaffMembership } from '@kupa/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_MEMBERSHIP, membershipDraftOf } from '../../utils/membership-draft';
import { MembershipForm } from './MembershipForm';

const IDLE = { isPending: false, isSuccess: false, error: null };

const FRIENDS: StaffMembership = {
  id: 7,
  membershipTypeId: 1,
  code: 'FRIENDS',
  nameHe: 'חברים',
  nameEn: 'Friends',
  className: null,
  descriptionHe: null,
  descriptionEn: null,
  termsHe: null,
  termsEn: null,
  validityDays: 365,
  benefitTickets: 6,
  benefitPoints: 0,
  allowsHold: false,
  allowMemberSaleTickets: true,
  isActive: true,
  prices: [{ id: 11, priceCode: 'YEAR', nameHe: 'שנתי', nameEn: 'Yearly', priceAgorot: 25000 }],
};

describe('MembershipForm', () => {
  afterEach(cleanup);

  it('saves a new membership type with two prices, in agorot, empty texts as null', async () => {
    const onSave = vi.fn();
    renderWithKupa(<MembershipForm initial={EMPTY_MEMBERSHIP} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('קוד (כתובת הדף שלו)'), 'GOLD');
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'זהב');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'Gold');
    await userEvent.clear(screen.getByLabelText('כרטיסים לתקופה'));
    await userEvent.type(screen.getByLabelText('כרטיסים לתקופה'), '12');
    await userEvent.click(screen.getByLabelText('מנויים רשאים לשריין מקומות בלי לשלם'));
    const first = screen.getByRole('group', { name: 'מחיר 1' });
    await userEvent.type(within(first).getByLabelText('קוד המחיר'), 'YEAR');
    await userEvent.type(within(first).getByLabelText('שם המחיר בעברית'), 'שנתי');
    await userEvent.type(within(first).getByLabelText('שם המחיר באנגלית'), 'Yearly');
    await userEvent.type(within(first).getByLabelText('מחיר (₪)'), '480');
    await userEvent.click(screen.getByRole('button', { name: 'הוספת מחיר' }));
    const second = screen.getByRole('group', { name: 'מחיר 2' });
    await userEvent.type(within(second).getByLabelText('קוד המחיר'), 'HALF');
    await userEvent.type(within(second).getByLabelText('מחיר (₪)'), '260.5');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({
      code: 'GOLD',
      nameHe: 'זהב',
      nameEn: 'Gold',
      className: null,
      descriptionHe: null,
      descriptionEn: null,
      termsHe: null,
      termsEn: null,
      validityDays: 365,
      benefitTickets: 12,
      benefitPoints: 0,
      allowsHold: true,
      allowMemberSaleTickets: false,
      isActive: true,
      prices: [
        { id: null, priceCode: 'YEAR', nameHe: 'שנתי', nameEn: 'Yearly', priceAgorot: 48000 },
        { id: null, priceCode: 'HALF', nameHe: '', nameEn: '', priceAgorot: 26050 },
      ],
    });
  }, 20_000);

  it('retires a membership type keeping its prices and their ids', async () => {
    const onSave = vi.fn();
    renderWithKupa(<MembershipForm initial={membershipDraftOf(FRIENDS)} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.getByLabelText('Price (₪)')).toHaveValue('250');
    await userEvent.click(screen.getByLabelText('On sale (clear to retire it; members keep their period)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'FRIENDS',
        isActive: false,
        benefitTickets: 6,
        prices: [expect.objectContaining({ id: 11, priceAgorot: 25000 })],
      }),
    );
  });

  it('marks an amount that is not shekels and sends nothing', async () => {
    const onSave = vi.fn();
    renderWithKupa(<MembershipForm initial={EMPTY_MEMBERSHIP} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Price (₪)'), '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Price (₪)')).toHaveAttribute('aria-invalid', 'true');
  });

  it("keeps the typed membership when the server refuses a price's amount and marks that field", async () => {
    const { rerender } = renderWithKupa(<MembershipForm initial={EMPTY_MEMBERSHIP} onSave={vi.fn()} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Name in English'), 'Gold');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.prices.0.priceAgorot' });
    rerender(<MembershipForm initial={EMPTY_MEMBERSHIP} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Name in English')).toHaveValue('Gold');
    expect(screen.getByLabelText('Price (₪)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: Please check the entered data');
  });

  it('says why when the server refuses removing a price members bought', () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.prices' });
    renderWithKupa(<MembershipForm initial={membershipDraftOf(FRIENDS)} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />, {
      staff: true,
    });
    expect(screen.getByTestId('membership-prices-problem')).toHaveTextContent('A price that members bought cannot be removed.');
  });
});
