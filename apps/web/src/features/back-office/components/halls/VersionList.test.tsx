// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { VersionList } from './VersionList';

const version = (id: number, n: number, presentations: number, isDefault: boolean) => ({
  id,
  venueId: 7,
  familyId: 1,
  version: n,
  name: 'Hall 7',
  capacity: 120,
  isDefault,
  presentations,
  createdAt: null,
});

describe('VersionList', () => {
  afterEach(cleanup);

  it('opens any version and offers to delete only those no presentation uses', async () => {
    const onOpen = vi.fn();
    const onDelete = vi.fn();
    renderWithKupa(
      <VersionList
        versions={[version(1, 1, 3, false), version(2, 2, 0, true)]}
        chosen={2}
        onOpen={onOpen}
        onDelete={onDelete}
        deleting={{ isPending: false, error: null }}
      />,
      { locale: 'en', staff: true },
    );
    expect(screen.queryByRole('button', { name: 'Delete version 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open version 1' }));
    expect(onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete version 2' }));
    expect(onDelete).toHaveBeenCalledWith(2);
    expect(screen.getAllByTestId('plan-version')[1]?.textContent).toContain('(current)');
  });
});
