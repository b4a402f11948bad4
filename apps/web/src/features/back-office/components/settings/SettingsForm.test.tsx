// @vitest-environment jsdom
import type { BusinessSettings } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { SettingsForm } from './SettingsForm';

const SETTINGS: BusinessSettings = {
  loginMethods: { default: 'byPhone', enabled: ['byPhone'] },
  orderCancellation: { enabled: false, hoursBeforeStart: 2, charge: { kind: 'none', value: 0 } },
};
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('SettingsForm', () => {
  afterEach(cleanup);

  it('saves cancellation with a per-ticket charge in agorot and a second login method as the default', async () => {
    const onSave = vi.fn();
    renderWithKupa(<SettingsForm initial={SETTINGS} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.click(screen.getByLabelText('Customers may cancel their orders online'));
    await userEvent.clear(screen.getByLabelText('Until how many hours before the show'));
    await userEvent.type(screen.getByLabelText('Until how many hours before the show'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Cancellation service charge'), 'perTicket');
    await userEvent.type(screen.getByLabelText('Amount (₪)'), '7.5');
    await userEvent.click(screen.getByLabelText('E-mail'));
    await userEvent.selectOptions(screen.getByLabelText('Default method'), 'byEmail');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      loginMethods: { default: 'byEmail', enabled: ['byPhone', 'byEmail'] },
      orderCancellation: { enabled: true, hoursBeforeStart: 4, charge: { kind: 'perTicket', value: 750 } },
    });
  });

  it('does not send what cannot be read as a number, and marks the field', async () => {
    const onSave = vi.fn();
    renderWithKupa(<SettingsForm initial={SETTINGS} onSave={onSave} state={IDLE} />, { staff: true });
    const hours = screen.getByLabelText('Until how many hours before the show');
    await userEvent.clear(hours);
    await userEvent.type(hours, 'soon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(hours).toHaveAccessibleDescription('Please check this field.');
  });

  it("shows the server's refusal in Hebrew, marks the field it names and keeps what was typed", async () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.orderCancellation.charge.value' });
    const initial: BusinessSettings = {
      ...SETTINGS,
      orderCancellation: { enabled: true, hoursBeforeStart: 2, charge: { kind: 'percentOfTotal', value: 10 } },
    };
    const { rerender } = renderWithKupa(<SettingsForm initial={initial} onSave={vi.fn()} state={IDLE} />, { locale: 'he', staff: true });
    const value = screen.getByLabelText('אחוז (%)');
    await userEvent.clear(value);
    await userEvent.type(value, '150');
    rerender(<SettingsForm initial={initial} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('לא נשמר: נא לבדוק את הנתונים שהוזנו');
    expect(screen.getByLabelText('אחוז (%)')).toHaveValue('150');
    expect(screen.getByLabelText('אחוז (%)')).toHaveAttribute('aria-invalid', 'true');
  });
});
