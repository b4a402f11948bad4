// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_FILM } from '../../utils/film-draft';
import { FilmForm } from './FilmForm';

const CATEGORIES = [
  { id: 1, nameHe: 'דרמה', nameEn: 'Drama' },
  { id: 2, nameHe: 'קומדיה', nameEn: 'Comedy' },
];
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('FilmForm', () => {
  afterEach(cleanup);

  it('saves a new film with both names, its category and its details', async () => {
    const onSave = vi.fn();
    renderWithKupa(<FilmForm initial={EMPTY_FILM} categories={CATEGORIES} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'הגל הבא');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'The Next Wave');
    await userEvent.selectOptions(screen.getByLabelText('קטגוריה'), 'קומדיה');
    await userEvent.type(screen.getByLabelText('משך (דקות)'), '104');
    await userEvent.type(screen.getByLabelText('הגבלת גיל'), '12+');
    await userEvent.type(screen.getByLabelText('כתוביות'), 'עברית');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'film',
        nameHe: 'הגל הבא',
        nameEn: 'The Next Wave',
        categoryId: 2,
        durationMinutes: 104,
        ratingName: '12+',
        subtitles: 'עברית',
        dubbing: null,
      }),
    );
  });

  it('does not send a duration that is not a whole number, and marks it', async () => {
    const onSave = vi.fn();
    renderWithKupa(<FilmForm initial={EMPTY_FILM} categories={CATEGORIES} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Duration (minutes)'), 'long');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Duration (minutes)')).toHaveAccessibleDescription('Please check this field.');
  });

  it('keeps the typed film when the server refuses it and marks the field it names', async () => {
    const { rerender } = renderWithKupa(<FilmForm initial={EMPTY_FILM} categories={CATEGORIES} onSave={vi.fn()} state={IDLE} />, {
      staff: true,
    });
    await userEvent.type(screen.getByLabelText('Trailer address (https)'), 'ftp://x');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.trailerUrl' });
    rerender(<FilmForm initial={EMPTY_FILM} categories={CATEGORIES} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Trailer address (https)')).toHaveValue('ftp://x');
    expect(screen.getByLabelText('Trailer address (https)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: Please check the entered data');
  });
});
