// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_PRODUCT } from '../../utils/product-draft';
import { ProductForm } from './ProductForm';

const LOCATIONS = [
  { id: 10, nameHe: 'תל אביב', nameEn: 'Tel Aviv', isOffline: false },
  { id: 11, nameHe: 'חיפה', nameEn: 'Haifa', isOffline: true },
];
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('ProductForm', () => {
  afterEach(cleanup);

  it('saves a new product with its price in agorot and the locations ticked', async () => {
    const onSave = vi.fn();
    renderWithKupa(<ProductForm initial={EMPTY_PRODUCT} locations={LOCATIONS} onSave={onSave} state={IDLE} />, {
      locale: 'he',
      staff: true,
    });
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'קומבו זוגי');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'Couple combo');
    await userEvent.type(screen.getByLabelText(/קטגוריה/), 'combo');
    await userEvent.type(screen.getByLabelText('מחיר (₪)'), '52.5');
    await userEvent.click(screen.getByLabelText('חיפה (לא מקוון)'));
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({
      nameHe: 'קומבו זוגי',
      nameEn: 'Couple combo',
      category: 'combo',
      priceAgorot: 5250,
      sortOrder: 0,
      isActive: true,
      locationIds: [11],
    });
  });

  it('does not send a price that is not an amount, and marks it', async () => {
    const onSave = vi.fn();
    renderWithKupa(<ProductForm initial={EMPTY_PRODUCT} locations={LOCATIONS} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Price (₪)'), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Price (₪)')).toHaveAccessibleDescription('Please check this field.');
  });

  it('keeps what was typed when the server refuses the price and marks the price field', async () => {
    const { rerender } = renderWithKupa(<ProductForm initial={EMPTY_PRODUCT} locations={LOCATIONS} onSave={vi.fn()} state={IDLE} />, {
      staff: true,
    });
    await userEvent.type(screen.getByLabelText('Name in English'), 'Free water');
    await userEvent.type(screen.getByLabelText('Price (₪)'), '0');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.priceAgorot' });
    rerender(<ProductForm initial={EMPTY_PRODUCT} locations={LOCATIONS} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Name in English')).toHaveValue('Free water');
    expect(screen.getByLabelText('Price (₪)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: Please check the entered data');
  });
});
