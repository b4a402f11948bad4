// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { NO_AUDIT_FILTER } from '../../api/staff-api';
import { AuditFilters } from './AuditFilters';

describe('AuditFilters', () => {
  afterEach(cleanup);

  it('searches by who, what, dates and free text only when asked', async () => {
    const onSearch = vi.fn();
    renderWithKupa(
      <AuditFilters
        initial={NO_AUDIT_FILTER}
        actors={[{ id: 3, name: 'Dana Levi' }]}
        entities={['feature', 'staff-user']}
        refusedField={null}
        onSearch={onSearch}
      />,
      { staff: true },
    );
    await userEvent.selectOptions(screen.getByLabelText('Who'), 'Dana Levi');
    await userEvent.selectOptions(screen.getByLabelText('What'), 'staff-user');
    await userEvent.type(screen.getByLabelText('From date'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Free text'), 'manager');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ ...NO_AUDIT_FILTER, actorId: '3', entity: 'staff-user', from: '2026-11-01', q: 'manager' });
  });

  it('marks a date the server refused (Hebrew)', () => {
    renderWithKupa(
      <AuditFilters initial={{ ...NO_AUDIT_FILTER, to: '2026-01-01' }} actors={[]} entities={[]} refusedField="to" onSearch={vi.fn()} />,
      { locale: 'he', staff: true },
    );
    expect(screen.getByLabelText('עד תאריך')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('מתאריך')).not.toHaveAttribute('aria-invalid');
  });
});
