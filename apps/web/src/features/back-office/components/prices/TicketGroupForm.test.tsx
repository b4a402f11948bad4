// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_TICKET_GROUP, ticketGroupDraftOf } from '../../utils/ticket-group-draft';
import { TicketGroupForm } from './TicketGroupForm';

const IDLE = { isPending: false, isSuccess: false, error: null };

describe('TicketGroupForm', () => {
  afterEach(cleanup);

  it('saves a new price level, an empty colour as the default', async () => {
    const onSave = vi.fn();
    renderWithKupa(<TicketGroupForm initial={EMPTY_TICKET_GROUP} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'יציע');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'Balcony');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({ nameHe: 'יציע', nameEn: 'Balcony', color: null });
  }, 20_000);

  it('renames a level keeping its colour, and marks a colour that is not #rrggbb', async () => {
    const onSave = vi.fn();
    const initial = ticketGroupDraftOf({ id: 1, nameHe: 'רגיל', nameEn: 'Regular', color: '#112233' });
    renderWithKupa(<TicketGroupForm initial={initial} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.clear(screen.getByLabelText('Name in English'));
    await userEvent.type(screen.getByLabelText('Name in English'), 'Stalls');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({ nameHe: 'רגיל', nameEn: 'Stalls', color: '#112233' });
    await userEvent.clear(screen.getByLabelText('Colour in the seat plan (#rrggbb, optional)'));
    await userEvent.type(screen.getByLabelText('Colour in the seat plan (#rrggbb, optional)'), 'red');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Colour in the seat plan (#rrggbb, optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the typed names when the server refuses a name another level has, and marks it', () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.nameEn' });
    renderWithKupa(
      <TicketGroupForm initial={{ ...EMPTY_TICKET_GROUP, nameEn: 'Regular' }} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />,
      {
        staff: true,
      },
    );
    expect(screen.getByLabelText('Name in English')).toHaveValue('Regular');
    expect(screen.getByLabelText('Name in English')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
  });
});
