// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { StaffList } from './StaffList';

const USERS = [
  { id: 7, username: 'dana', firstName: 'Dana', lastName: 'Levi', role: 'box-office' as const, active: true },
  { id: 8, username: 'omer', firstName: 'Omer', lastName: 'Tal', role: 'door' as const, active: false },
];

describe('StaffList', () => {
  afterEach(cleanup);

  it("changes a user's role, disables or enables them and resets a password, each for the named user", async () => {
    const onChange = vi.fn();
    renderWithKupa(<StaffList users={USERS} busy={false} onChange={onChange} />, { staff: true });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Dana Levi' }), 'Manager');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'role', userId: 7, role: 'manager' }, USERS[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Disable Dana Levi' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'active', userId: 7, active: false }, USERS[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Enable Omer Tal' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'active', userId: 8, active: true }, USERS[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset the password of Omer Tal' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'password', userId: 8 }, USERS[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dana Levi from this business' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'remove', userId: 7 }, USERS[0]);
  });

  it('shows each status in Hebrew and disables the controls while a change is saved', () => {
    renderWithKupa(<StaffList users={USERS} busy onChange={vi.fn()} />, { locale: 'he', staff: true });
    expect(screen.getAllByTestId('staff-row-status').map((c) => c.textContent)).toEqual(['פעיל', 'מושבת']);
    expect(screen.getByRole('button', { name: 'השבתת Dana Levi' })).toBeDisabled();
  });
});
