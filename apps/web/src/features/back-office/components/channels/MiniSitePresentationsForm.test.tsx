// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { MiniSitePresentationsForm } from './MiniSitePresentationsForm';

const IDLE = { isPending: false, isSuccess: false, error: null };
const ANSWER = {
  miniSiteId: 7,
  presentations: [
    { id: 1, startsAt: '2026-12-01T18:00:00.000Z', featureHe: 'דרמה', featureEn: 'Drama', miniSiteId: 7 },
    { id: 2, startsAt: '2026-12-02T18:00:00.000Z', featureHe: 'קומדיה', featureEn: 'Comedy', miniSiteId: null },
    { id: 3, startsAt: '2026-12-03T18:00:00.000Z', featureHe: 'מחזמר', featureEn: 'Musical', miniSiteId: 9 },
  ],
};

describe('MiniSitePresentationsForm', () => {
  afterEach(cleanup);

  it('starts from the presentations the site sells and saves the ones chosen, in list order', async () => {
    const onSave = vi.fn();
    renderWithKupa(<MiniSitePresentationsForm answer={ANSWER} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.getByRole('checkbox', { name: /^Drama/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Comedy/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Musical.*now sold by another mini site/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Musical/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Drama/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Comedy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([2, 3]);
  });

  it('says so when nothing is scheduled (Hebrew), with nothing to save', () => {
    renderWithKupa(<MiniSitePresentationsForm answer={{ miniSiteId: 7, presentations: [] }} onSave={vi.fn()} state={IDLE} />, {
      locale: 'he',
      staff: true,
    });
    expect(screen.getByRole('group', { name: 'ההקרנות שאתר המיני הזה מוכר' })).toHaveTextContent('עדיין לא נקבעו הקרנות.');
    expect(screen.queryByRole('button', { name: 'שמירה' })).toBeNull();
  });
});
