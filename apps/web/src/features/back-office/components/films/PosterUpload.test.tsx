// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { PosterUpload } from './PosterUpload';

const IDLE = { isPending: false, isSuccess: false, error: null };
const GENERATED = {
  featureId: 7,
  version: null,
  thumbUrl: '/api/features/7/image?size=thumb',
  detailUrl: '/api/features/7/image?size=detail',
};

describe('PosterUpload', () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:chosen-poster');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(cleanup);

  it('shows the generated poster, previews the chosen file and uploads it', async () => {
    const onUpload = vi.fn();
    renderWithKupa(<PosterUpload poster={GENERATED} state={IDLE} onUpload={onUpload} onRemove={vi.fn()} />, { locale: 'he', staff: true });
    expect(screen.getByTestId('poster-current').getAttribute('src')).toBe('/api/features/7/image?size=thumb&v=0');
    expect(screen.getByText('לא הועלה פוסטר: הלקוחות רואים את הפוסטר שנוצר אוטומטית.')).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'העלאת פוסטר' });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('poster-remove')).toBeNull();

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'poster.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('קובץ תמונת הפוסטר'), file);
    expect(screen.getByTestId('poster-preview').getAttribute('src')).toBe('blob:chosen-poster');
    await userEvent.click(upload);
    expect(onUpload).toHaveBeenCalledWith(file);
  });

  it('says why a file was refused, in the language of the page, and offers to remove an uploaded poster', async () => {
    const onRemove = vi.fn();
    const refused = new ApiError(400, 'POSTER_NOT_AN_IMAGE', 'not an image', { field: 'body' });
    renderWithKupa(
      <PosterUpload poster={{ ...GENERATED, version: 3 }} state={{ ...IDLE, error: refused }} onUpload={vi.fn()} onRemove={onRemove} />,
      { locale: 'en', staff: true },
    );
    expect(screen.getByRole('alert').textContent).toBe('Not uploaded: The file is not a JPEG, PNG or WebP image');
    expect(screen.getByTestId('poster-current').getAttribute('src')).toBe('/api/features/7/image?size=thumb&v=3');
    await userEvent.click(screen.getByRole('button', { name: 'Remove uploaded poster' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
