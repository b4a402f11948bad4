// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { NO_SETTINGS } from '../../utils/plan-draft';
import { SeatEditor } from './SeatEditor';

const GROUPS = [
  { id: 1, nameHe: 'רגיל', nameEn: 'Regular', color: null },
  { id: 2, nameHe: 'נגיש', nameEn: 'Accessible', color: null },
];
const SEAT = { ...NO_SETTINGS, position: 4 };

describe('SeatEditor', () => {
  afterEach(cleanup);

  it("sets a seat's flags, its own price level and its sofa pair", async () => {
    const onChange = vi.fn();
    const onSofa = vi.fn();
    renderWithKupa(
      <SeatEditor rowName="2" seatName="7" settings={SEAT} groups={GROUPS} onChange={onChange} onSofa={onSofa} onClose={vi.fn()} />,
      { locale: 'he', staff: true },
    );
    expect(screen.getByRole('group', { name: 'שורה 2, כיסא 7' })).toBeTruthy();
    await userEvent.click(screen.getByLabelText('מקום לכיסא גלגלים'));
    expect(onChange).toHaveBeenLastCalledWith({ ...SEAT, accessible: true });
    await userEvent.selectOptions(screen.getByLabelText('רמת המחיר של הכיסא'), 'נגיש');
    expect(onChange).toHaveBeenLastCalledWith({ ...SEAT, ticketGroupId: 2 });
    await userEvent.click(screen.getByLabelText('ספה עם הכיסא הבא'));
    expect(onSofa).toHaveBeenCalledWith(true);
  });

  it("says which half of a sofa the seat is and takes the seat back to its row's price level", async () => {
    const onChange = vi.fn();
    const onSofa = vi.fn();
    renderWithKupa(
      <SeatEditor
        rowName="2"
        seatName="8"
        settings={{ ...SEAT, sofa: 'R', ticketGroupId: 2 }}
        groups={GROUPS}
        onChange={onChange}
        onSofa={onSofa}
        onClose={vi.fn()}
      />,
      { locale: 'en', staff: true },
    );
    const sofa = screen.getByLabelText<HTMLInputElement>('Sofa with the previous seat');
    expect(sofa.checked).toBe(true);
    await userEvent.click(sofa);
    expect(onSofa).toHaveBeenCalledWith(false);
    await userEvent.selectOptions(screen.getByLabelText("The seat's price level"), "The row's price level");
    expect(onChange).toHaveBeenLastCalledWith({ ...SEAT, sofa: 'R', ticketGroupId: null });
  });
});
