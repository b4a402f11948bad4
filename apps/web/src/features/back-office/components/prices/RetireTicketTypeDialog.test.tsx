// @vitest-environment jsdom
import type { StaffTicketType } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { RetireTicketTypeDialog } from './RetireTicketTypeDialog';
import { installDialogMethods } from '../../../../testing/jsdom-dialog';

beforeAll(installDialogMethods);

const REGULAR = { id: 5, nameHe: 'רגיל', nameEn: 'Regular' } as StaffTicketType;

describe('RetireTicketTypeDialog', () => {
  afterEach(cleanup);

  it('asks in an alert dialog named after the ticket type; retiring confirms that type', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithKupa(<RetireTicketTypeDialog type={REGULAR} onConfirm={onConfirm} onClose={onClose} />, { staff: true });
    const dialog = screen.getByRole('alertdialog', { name: 'Retire Regular?' });
    expect(dialog).toHaveAccessibleDescription(/no longer be sold/);
    await userEvent.click(screen.getByRole('button', { name: 'Retire' }));
    expect(onConfirm).toHaveBeenCalledWith(REGULAR);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeping it on sale only closes (Hebrew)', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithKupa(<RetireTicketTypeDialog type={REGULAR} onConfirm={onConfirm} onClose={onClose} />, { locale: 'he', staff: true });
    expect(screen.getByRole('alertdialog', { name: 'להוציא משימוש את רגיל?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'להשאיר במכירה' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is closed without a ticket type to retire', () => {
    renderWithKupa(<RetireTicketTypeDialog type={null} onConfirm={vi.fn()} onClose={vi.fn()} />, { staff: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
