// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { newPlanDocument } from '../../utils/plan-draft';
import { PlanFileButtons } from './PlanFileButtons';

const DOCUMENT = newPlanDocument('Hall 7', 1);
const file = (text: string) => new File([text], 'plan.json', { type: 'application/json' });

describe('PlanFileButtons', () => {
  afterEach(cleanup);

  it('imports a plan file into the designer', async () => {
    const onImport = vi.fn();
    renderWithKupa(<PlanFileButtons document={DOCUMENT} onImport={onImport} />, { locale: 'he', staff: true });
    const imported = { ...DOCUMENT, name: 'אולם 8' };
    await userEvent.upload(screen.getByLabelText('ייבוא JSON'), file(JSON.stringify(imported)));
    await waitFor(() => expect(onImport).toHaveBeenCalledWith(imported));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file that breaks the plan rules and says where', async () => {
    const onImport = vi.fn();
    renderWithKupa(<PlanFileButtons document={DOCUMENT} onImport={onImport} />, { locale: 'en', staff: true });
    await userEvent.upload(screen.getByLabelText('Import JSON'), file(JSON.stringify({ ...DOCUMENT, sections: [] })));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not a seat plan Kupa can read (at sections).');
    expect(onImport).not.toHaveBeenCalled();
  });
});
