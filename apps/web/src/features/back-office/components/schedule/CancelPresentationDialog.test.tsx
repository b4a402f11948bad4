// @vitest-environment jsdom
import type { StaffPresentation } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { installDialogMethods } from '../../../../testing/jsdom-dialog';
import { CancelPresentationDialog } from './CancelPresentationDialog';

beforeAll(installDialogMethods);

const SHOW = { id: 9, date: '2026-12-03', time: '20:30' } as StaffPresentation;

describe('CancelPresentationDialog', () => {
  afterEach(cleanup);

  it('names the showtime, keeps it on the safe first button, and cancels that showtime on confirm', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithKupa(<CancelPresentationDialog presentation={SHOW} onConfirm={onConfirm} onClose={onClose} />, { staff: true });
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the presentation of 2026-12-03 20:30?' });
    const [first] = dialog.querySelectorAll('button');
    expect(first).toHaveTextContent('Keep it');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(onConfirm).toHaveBeenCalledWith(SHOW);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeping it only closes, and nothing is asked without a showtime', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { rerender } = renderWithKupa(<CancelPresentationDialog presentation={SHOW} onConfirm={onConfirm} onClose={onClose} />, {
      staff: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    rerender(<CancelPresentationDialog presentation={null} onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
