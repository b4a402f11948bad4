// @vitest-environment jsdom
import type { StaffSession } from '@kupa/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../../testing/jsdom-dialog';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { StaffSection } from './StaffSection';

const api = vi.hoisted(() => ({
  getStaffUsers: vi.fn(),
  removeStaffUser: vi.fn(),
}));
vi.mock('../../api/staff-api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const USERS = [{ id: 7, username: 'dana', firstName: 'Dana', lastName: 'Levi', role: 'box-office' as const, active: true }];

describe('StaffSection', () => {
  beforeAll(installDialogMethods);
  beforeEach(() => {
    api.getStaffUsers.mockResolvedValue({ businessId: 1, users: USERS });
    api.removeStaffUser.mockResolvedValue({ removed: true });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  const session = {} as StaffSession;

  it('asks in a dialog before removing a user; keeping them sends nothing', async () => {
    renderWithKupa(<StaffSection session={session} businessId={1} />, { staff: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Dana Levi from this business' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Dana Levi from this business' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(api.removeStaffUser).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('removes the user from this business once confirmed', async () => {
    renderWithKupa(<StaffSection session={session} businessId={1} />, { staff: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Dana Levi from this business' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.removeStaffUser).toHaveBeenCalledWith(1, 7, 'en');
  });
});
