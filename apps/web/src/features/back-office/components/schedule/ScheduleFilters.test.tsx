// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { noScheduleFilter } from '../../utils/schedule-filter';
import { ScheduleFilters } from './ScheduleFilters';

const OPTIONS = {
  features: [
    { id: 7, nameHe: 'הגל הבא', nameEn: 'The Next Wave' },
    { id: 8, nameHe: 'ערב ג׳אז', nameEn: 'Jazz Night' },
  ],
  venues: [{ id: 3, nameHe: 'אולם 1', nameEn: 'Hall 1', locationHe: 'יפו', locationEn: 'Jaffa', hasSeatPlan: true }],
};
const CLEARED = noScheduleFilter('2026-12-01');

describe('ScheduleFilters', () => {
  afterEach(cleanup);

  it('applies dates, film, hall, state and name only on Show, and says how many showtimes are shown', async () => {
    const onApply = vi.fn();
    renderWithKupa(<ScheduleFilters initial={CLEARED} cleared={CLEARED} options={OPTIONS} shown={1} onApply={onApply} />, { staff: true });
    expect(screen.getByRole('search', { name: 'Filter the showtimes' })).toBeTruthy();
    expect(screen.getByTestId('schedule-shown').textContent).toBe('1 showtime shown');
    await userEvent.clear(screen.getByLabelText('Showtimes from (YYYY-MM-DD)'));
    await userEvent.type(screen.getByLabelText('Showtimes from (YYYY-MM-DD)'), '2026-12-05');
    await userEvent.type(screen.getByLabelText('Until (YYYY-MM-DD; empty: a month on)'), '2026-12-20');
    await userEvent.selectOptions(screen.getByLabelText('Film or event'), 'Jazz Night');
    await userEvent.selectOptions(screen.getByLabelText('Hall'), 'Jaffa · Hall 1');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Cancelled');
    await userEvent.type(screen.getByLabelText('Film name contains'), 'jazz');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onApply).toHaveBeenCalledWith({
      from: '2026-12-05',
      to: '2026-12-20',
      featureId: '8',
      venueId: '3',
      status: 'cancelled',
      q: 'jazz',
    });
  }, 20_000);

  it('marks a date the list call would refuse instead of applying it (Hebrew)', async () => {
    const onApply = vi.fn();
    renderWithKupa(<ScheduleFilters initial={CLEARED} cleared={CLEARED} options={OPTIONS} shown={0} onApply={onApply} />, {
      locale: 'he',
      staff: true,
    });
    expect(screen.getByTestId('schedule-shown').textContent).toBe('מוצגים 0 מועדים');
    await userEvent.type(screen.getByLabelText('עד תאריך (YYYY-MM-DD; ריק: חודש קדימה)'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'הצגה' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByLabelText('עד תאריך (YYYY-MM-DD; ריק: חודש קדימה)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('מועדים מתאריך (YYYY-MM-DD)')).not.toHaveAttribute('aria-invalid');
  });

  it('clears every filter back to all showtimes from today', async () => {
    const onApply = vi.fn();
    const narrowed = { ...CLEARED, from: '2026-12-10', featureId: '7', status: 'scheduled' as const, q: 'wave' };
    renderWithKupa(<ScheduleFilters initial={narrowed} cleared={CLEARED} options={OPTIONS} shown={4} onApply={onApply} />, { staff: true });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledWith(CLEARED);
    expect(screen.getByLabelText('Showtimes from (YYYY-MM-DD)')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Film or event')).toHaveValue('');
    expect(screen.getByLabelText('Film name contains')).toHaveValue('');
  });
});
