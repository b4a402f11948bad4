// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { ChangePasswordForm } from './ChangePasswordForm';

const IDLE = { isPending: false, error: null };

describe('ChangePasswordForm', () => {
  afterEach(cleanup);

  it('sends the temporary password and the new one typed twice (Hebrew)', async () => {
    const onSubmit = vi.fn();
    renderWithKupa(<ChangePasswordForm onSubmit={onSubmit} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('סיסמה זמנית'), 'Temp-123456789012');
    await userEvent.type(screen.getByLabelText('סיסמה חדשה'), 'my-own-password');
    await userEvent.type(screen.getByLabelText('סיסמה חדשה שוב'), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'שמירת הסיסמה' }));
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'Temp-123456789012', newPassword: 'my-own-password' });
  });

  it('does not send a password too short or typed differently, and marks the field with the reason', async () => {
    const onSubmit = vi.fn();
    renderWithKupa(<ChangePasswordForm onSubmit={onSubmit} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Temporary password'), 'Temp-123456789012');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('The new password needs at least 10 characters.');

    await userEvent.type(screen.getByLabelText('New password'), '-but-longer');
    await userEvent.type(screen.getByLabelText('New password again'), 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password again')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The two new passwords are not the same.');
  });

  it('keeps what was typed when the server refuses the temporary password, and marks it', async () => {
    const { rerender } = renderWithKupa(<ChangePasswordForm onSubmit={vi.fn()} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Temporary password'), 'wrong-one');
    await userEvent.type(screen.getByLabelText('New password'), 'my-own-password');
    const wrong = new ApiError(400, 'CURRENT_PASSWORD_WRONG', 'The current password is wrong', { field: 'body.currentPassword' });
    rerender(<ChangePasswordForm onSubmit={vi.fn()} state={{ isPending: false, error: wrong }} />);
    expect(screen.getByLabelText('New password')).toHaveValue('my-own-password');
    expect(screen.getByLabelText('Temporary password')).toHaveAccessibleDescription('The current password is wrong');
  });
});
