// @vitest-environment jsdom
import type { StaffSession } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAccountServer, type Call } from '../../../../testing/account-test-server';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { LiveDashboardRoute } from '../LiveDashboardRoute';

// An empty menu: the page the user came from (waivers) answers "not in your menu" without asking for figures.
const SESSION: StaffSession = {
  userId: 4,
  businessIds: [1],
  businesses: [{ BusinessId: 1, Name: 'Kupa Cinemas' }],
  FirstName: 'Dana',
  LastName: 'Levi',
  isAdmin: false,
  roles: [{ BusinessId: 1, role: 'door' }],
  menu: [],
  expiresAt: '2026-11-22T20:00:00.000Z',
  mustChangePassword: false,
};
const PASSWORD_API = 'POST /api/kupa-live/password';
const WRONG = { error: { error: 'CURRENT_PASSWORD_WRONG', message: 'x', details: { field: 'body.currentPassword' } } };

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

interface Server {
  session?: StaffSession;
  passwordAnswer?: { status: number; body: unknown };
}

function openDashboard(address: string, locale: 'he' | 'en', { session = SESSION, passwordAnswer }: Server = {}) {
  const calls = stubAccountServer({
    'GET /api/kupa-live/session': () => ({ body: session }),
    [PASSWORD_API]: () => passwordAnswer ?? { body: session },
  });
  renderWithKupa(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/kupa-live/*" element={<LiveDashboardRoute />} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
    { locale },
  );
  return calls;
}

const passwordCalls = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.url}` === PASSWORD_API);

/** Issue 13: a staff user changes their own password whenever they choose, from the staff header. */
describe('the voluntary password change', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a link of the staff header, reached by keyboard, that remembers the page the user leaves', async () => {
    openDashboard('/kupa-live/waivers?date=2026-11-22', 'he');
    const link = await screen.findByRole('link', { name: 'החלפת סיסמה' });
    expect(link).toHaveAttribute('href', '/kupa-live/password?returnTo=%2Fkupa-live%2Fwaivers%3Fdate%3D2026-11-22');
    while (document.activeElement !== link) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'החלפת הסיסמה שלך' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'החלפת סיסמה' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the current and the new password, confirms the change and leads back (Hebrew)', async () => {
    const calls = openDashboard('/kupa-live/password?returnTo=%2Fkupa-live%2Fwaivers', 'he');
    await userEvent.type(await screen.findByLabelText('סיסמה נוכחית'), 'my-old-password');
    await userEvent.type(screen.getByLabelText('סיסמה חדשה'), 'my-new-password');
    await userEvent.type(screen.getByLabelText('סיסמה חדשה שוב'), 'my-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'שמירת הסיסמה' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('הסיסמה שלך הוחלפה; החיבורים האחרים שלך נותקו.');
    expect(confirmation).toHaveFocus();
    expect(passwordCalls(calls).map((c) => c.body)).toEqual([{ currentPassword: 'my-old-password', newPassword: 'my-new-password' }]);
    expect(screen.queryByTestId('password-form')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'חזרה' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/kupa-live/waivers');
  });

  it('shows a wrong current password in the language of the page, marks the field and keeps the form', async () => {
    const calls = openDashboard('/kupa-live/password', 'en', { passwordAnswer: { status: 400, body: WRONG } });
    await userEvent.type(await screen.findByLabelText('Current password'), 'not-my-password');
    await userEvent.type(screen.getByLabelText('New password'), 'my-new-password');
    await userEvent.type(screen.getByLabelText('New password again'), 'my-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveValue('my-new-password');
    expect(screen.queryByRole('status')).toBeNull();
    expect(passwordCalls(calls)).toHaveLength(1);
  });

  it('asks for the current password in its own words before sending anything', async () => {
    const calls = openDashboard('/kupa-live/password', 'en');
    await userEvent.type(await screen.findByLabelText('New password'), 'my-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your current password.');
    expect(passwordCalls(calls)).toHaveLength(0);
  });

  it('cancel returns to the page the user came from without a request', async () => {
    const calls = openDashboard('/kupa-live/password?returnTo=%2Fkupa-live%2Fwaivers%3Fdate%3D2026-11-22', 'he');
    await userEvent.type(await screen.findByLabelText('סיסמה נוכחית'), 'my-old-password');
    await userEvent.click(screen.getByRole('link', { name: 'ביטול' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/kupa-live/waivers?date=2026-11-22');
    expect(await screen.findByTestId('staff-not-allowed')).toBeInTheDocument();
    expect(passwordCalls(calls)).toHaveLength(0);
  });

  it('leaves the forced change as it was: a temporary password, no cancel, whatever the page', async () => {
    openDashboard('/kupa-live/password', 'he', { session: { ...SESSION, mustChangePassword: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'בחירת סיסמה' })).toBeInTheDocument();
    expect(screen.getByLabelText('סיסמה זמנית')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ביטול' })).toBeNull();
    expect(screen.queryByTestId('staff-header')).toBeNull();
  });
});
