// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { StaffUserForm } from './StaffUserForm';

const IDLE = { isPending: false, isSuccess: false, error: null };

describe('StaffUserForm', () => {
  afterEach(cleanup);

  it('adds a user with name, login and role (Hebrew)', async () => {
    const onSave = vi.fn();
    renderWithKupa(<StaffUserForm onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('שם פרטי'), 'דנה');
    await userEvent.type(screen.getByLabelText('שם משפחה'), 'לוי');
    await userEvent.type(screen.getByLabelText('שם משתמש'), ' dana.levi ');
    await userEvent.selectOptions(screen.getByLabelText('תפקיד'), 'מנהל');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({ firstName: 'דנה', lastName: 'לוי', username: 'dana.levi', role: 'manager' });
  });

  it('does not send a user without a login, and marks the field', async () => {
    const onSave = vi.fn();
    renderWithKupa(<StaffUserForm onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('First name'), 'Dana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Levi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Please check this field.');
  });

  it('keeps what was typed when the login is taken, marks it and says why', async () => {
    const { rerender } = renderWithKupa(<StaffUserForm onSave={vi.fn()} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('First name'), 'Dana');
    await userEvent.type(screen.getByLabelText('Username'), 'cinema');
    const taken = new ApiError(409, 'STAFF_USERNAME_TAKEN', 'This username is already taken', { field: 'body.username' });
    rerender(<StaffUserForm onSave={vi.fn()} state={{ ...IDLE, error: taken }} />);
    expect(screen.getByLabelText('First name')).toHaveValue('Dana');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('This username is already taken');
  });
});
