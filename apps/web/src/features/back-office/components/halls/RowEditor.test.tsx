// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { newRow } from '../../utils/plan-draft';
import { RowEditor } from './RowEditor';

const GROUPS = [
  { id: 1, nameHe: 'רגיל', nameEn: 'Regular', color: null },
  { id: 2, nameHe: 'פרימיום', nameEn: 'Premium', color: null },
];

describe('RowEditor', () => {
  afterEach(cleanup);

  it('changes the row by its fields, in Hebrew, and keeps out numbers outside the range', async () => {
    const onChange = vi.fn();
    const row = newRow('3', 1);
    renderWithKupa(<RowEditor row={row} testId="row" groups={GROUPS} onChange={onChange} onRemove={vi.fn()} />, {
      locale: 'he',
      staff: true,
    });
    expect(screen.getByRole('group', { name: 'שורה 3' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('עיקול'), { target: { value: '25' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...row, curve: 25 });
    onChange.mockClear();
    fireEvent.change(screen.getByLabelText('עיקול'), { target: { value: '500' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('עיקול').getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText('מספור'), 'משמאל');
    expect(onChange).toHaveBeenLastCalledWith({ ...row, numbering: 'ltr' });
    fireEvent.change(screen.getByLabelText('מעברים (מקומות, למשל 5, 12)'), { target: { value: '6, 2' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...row, gaps: [2, 6] });
    await userEvent.selectOptions(screen.getByLabelText('רמת מחיר'), 'פרימיום');
    expect(onChange).toHaveBeenLastCalledWith({ ...row, ticketGroupId: 2 });
  });

  it('removes the row', async () => {
    const onRemove = vi.fn();
    renderWithKupa(<RowEditor row={newRow('A', 1)} testId="row" groups={GROUPS} onChange={vi.fn()} onRemove={onRemove} />, {
      locale: 'en',
      staff: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove row A' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
