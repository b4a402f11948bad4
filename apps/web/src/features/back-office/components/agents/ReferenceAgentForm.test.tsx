// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { emptyReferenceAgent, referenceAgentDraftOf } from '../../utils/reference-agent-draft';
import { ReferenceAgentForm } from './ReferenceAgentForm';

const IDLE = { isPending: false, isSuccess: false, error: null };
const TYPES = [
  { id: 3, nameHe: 'אורח מלון', nameEn: 'Hotel guest' },
  { id: 4, nameHe: 'סוכן נסיעות', nameEn: 'Travel agent' },
];

describe('ReferenceAgentForm', () => {
  afterEach(cleanup);

  it('saves a new agent for the ticket type chosen, its quantity as a number and an empty second reference as null', async () => {
    const onSave = vi.fn();
    renderWithKupa(<ReferenceAgentForm initial={emptyReferenceAgent(3)} ticketTypes={TYPES} onSave={onSave} state={IDLE} />, {
      locale: 'he',
      staff: true,
    });
    await userEvent.selectOptions(screen.getByLabelText('סוג הכרטיס שהאורחים שלו קונים'), 'סוכן נסיעות');
    await userEvent.type(screen.getByLabelText('אסמכתה (למשל שם המלון)'), 'מלון דן');
    await userEvent.type(screen.getByLabelText('כרטיסים שמותר למכור לו'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({ pricePolicyId: 4, reference1: 'מלון דן', reference2: null, quantity: 12, isActive: true });
  }, 20_000);

  it('deactivates an agent, keeping what it was', async () => {
    const onSave = vi.fn();
    const sea = { id: 1, pricePolicyId: 3, reference1: 'Sea Hotel', reference2: 'AG-1', quantity: 10, isActive: true };
    renderWithKupa(<ReferenceAgentForm initial={referenceAgentDraftOf(sea)} ticketTypes={TYPES} onSave={onSave} state={IDLE} />, {
      staff: true,
    });
    await userEvent.click(screen.getByLabelText('Active (clear to deactivate: its reference is no longer accepted)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ pricePolicyId: 3, reference1: 'Sea Hotel', reference2: 'AG-1', quantity: 10, isActive: false });
  });

  it('marks a quantity that is not a whole number, and the reference the server refuses, keeping what was typed', async () => {
    const onSave = vi.fn();
    const { rerender } = renderWithKupa(
      <ReferenceAgentForm initial={emptyReferenceAgent(3)} ticketTypes={TYPES} onSave={onSave} state={IDLE} />,
      { staff: true },
    );
    await userEvent.type(screen.getByLabelText('Reference (e.g. hotel name)'), 'Sea hotel');
    await userEvent.type(screen.getByLabelText('Tickets it may sell'), 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Tickets it may sell')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('Tickets it may sell'));
    await userEvent.type(screen.getByLabelText('Tickets it may sell'), '10');

    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.reference1' });
    rerender(
      <ReferenceAgentForm initial={emptyReferenceAgent(3)} ticketTypes={TYPES} onSave={onSave} state={{ ...IDLE, error: refused }} />,
    );
    expect(screen.getByLabelText('Reference (e.g. hotel name)')).toHaveValue('Sea hotel');
    expect(screen.getByLabelText('Reference (e.g. hotel name)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
  });
});
