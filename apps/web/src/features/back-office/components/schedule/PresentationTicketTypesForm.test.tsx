// @vitest-environment jsdom
import type { StaffPresentation } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { PresentationTicketTypesForm } from './PresentationTicketTypesForm';

const POLICIES = [
  { id: 11, nameHe: 'רגיל', nameEn: 'Regular', priceAgorot: 4500, kind: 'regular' },
  { id: 12, nameHe: 'סטודנט', nameEn: 'Student', priceAgorot: 3500, kind: 'regular' },
  { id: 13, nameHe: 'הנחת חורף', nameEn: 'Winter discount', priceAgorot: 1990, kind: 'discountCode' },
];
const PRESENTATION: StaffPresentation = {
  id: 5,
  featureId: 7,
  venueId: 3,
  date: '2026-12-01',
  time: '20:00',
  startsAt: '2026-12-01T18:00:00.000Z',
  status: 'scheduled',
  pricePolicyIds: [11],
  seating: 'reserved',
  gaCapacity: null,
  saleOpensDaysBefore: null,
  saleClosesMinutesBefore: null,
  lockTimers: null,
  maxSeatsPerTransaction: 10,
  serviceChargeAgorot: 0,
  bookingFeeAgorot: 0,
};
const IDLE = { isPending: false, isSuccess: false, error: null };
const TITLE = { name: 'הגל הבא', when: '1.12.2026 20:00' };

describe('PresentationTicketTypesForm', () => {
  afterEach(cleanup);

  it('shows the presentation’s set ticked and sends the whole new set (Hebrew)', async () => {
    const onSave = vi.fn();
    renderWithKupa(
      <PresentationTicketTypesForm
        presentation={PRESENTATION}
        title={TITLE}
        pricePolicies={POLICIES}
        onSave={onSave}
        onClose={vi.fn()}
        state={IDLE}
      />,
      { locale: 'he', staff: true },
    );
    expect(screen.getByRole('group', { name: 'סוגי הכרטיסים של הגל הבא, 1.12.2026 20:00' })).toBeInTheDocument();
    expect(screen.getByLabelText(/רגיל/)).toBeChecked();
    expect(screen.getByLabelText(/סטודנט/)).not.toBeChecked();
    await userEvent.click(screen.getByLabelText(/הנחת חורף/));
    await userEvent.click(screen.getByLabelText(/סטודנט/));
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith([11, 12, 13]);
  }, 20_000);

  it('sends nothing with no type ticked, and marks the set the server refuses', async () => {
    const onSave = vi.fn();
    const props = { presentation: PRESENTATION, title: TITLE, pricePolicies: POLICIES, onSave, onClose: vi.fn() };
    const { rerender } = renderWithKupa(<PresentationTicketTypesForm {...props} state={IDLE} />, { staff: true });
    const group = screen.getByRole('group', { name: /Ticket types of/ });
    await userEvent.click(screen.getByLabelText(/Regular/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByLabelText(/Student/));
    expect(group).not.toHaveAttribute('aria-invalid');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.ticketTypeIds' });
    rerender(<PresentationTicketTypesForm {...props} state={{ ...IDLE, error: refused }} />);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Student/)).toBeChecked();
  }, 20_000);
});
