// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { polyfillDialog } from '../../testing/account-test-server';
import { renderWithKupa } from '../../testing/render-with-kupa';
import { ConfirmDialog } from './ConfirmDialog';

function render(onConfirm: () => Promise<void>, onCancel = vi.fn()) {
  renderWithKupa(
    <ConfirmDialog
      open
      testId="logout"
      title="Log out?"
      body="You will need a new code to come back."
      confirmLabel="Log out"
      cancelLabel="Stay logged in"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
    { locale: 'en' },
  );
  return onCancel;
}

describe('ConfirmDialog', () => {
  beforeAll(polyfillDialog);
  afterEach(cleanup);

  it('offers the safe choice first and runs the action on confirm', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(onConfirm);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Stay logged in', 'Log out']);
    await userEvent.click(screen.getByTestId('logout-confirm'));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows a failure translated and stays open; cancel closes it', async () => {
    const onCancel = render(() => Promise.reject(new ApiError(500, 'GENERAL_ERROR', 'x')));
    await userEvent.click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(screen.getByTestId('logout-error')).toHaveTextContent(/\S/));
    expect(screen.getByTestId('logout')).toHaveAttribute('open');
    await userEvent.click(screen.getByTestId('logout-cancel'));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
