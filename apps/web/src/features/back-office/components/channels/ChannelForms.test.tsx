// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_PARTNER, EMPTY_SITE } from '../../utils/channel-drafts';
import { MiniSiteForm } from './MiniSiteForm';
import { PartnerForm } from './PartnerForm';

const IDLE = { isPending: false, isSuccess: false, error: null };
const POLICIES = [
  { id: 1, nameHe: 'רגיל', nameEn: 'Regular', price: 45 },
  { id: 2, nameHe: 'גמלאי', nameEn: 'Senior', price: 38 },
];

describe('MiniSiteForm', () => {
  afterEach(cleanup);

  it('saves a mini site with its texts and a referral price for the ticket types given one', async () => {
    const onSave = vi.fn();
    renderWithKupa(<MiniSiteForm initial={EMPTY_SITE} policies={POLICIES} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('כתובת (‎/mini-site/…‎)'), 'film-club');
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'מועדון הסרט');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'Film Club');
    await userEvent.type(screen.getByTestId('site-price-1'), '33');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({
      url: 'film-club',
      nameHe: 'מועדון הסרט',
      nameEn: 'Film Club',
      taglineHe: null,
      taglineEn: null,
      brandColor: null,
      prices: [{ pricePolicyId: 1, price: 33 }],
    });
  });

  it('marks the address the server refused and keeps what was typed', async () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'check', { field: 'body.url' });
    renderWithKupa(
      <MiniSiteForm initial={{ ...EMPTY_SITE, url: 'taken' }} policies={POLICIES} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />,
      {
        locale: 'en',
        staff: true,
      },
    );
    const url = screen.getByLabelText('Address (/mini-site/…)') as HTMLInputElement;
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.value).toBe('taken');
  });
});

describe('PartnerForm', () => {
  afterEach(cleanup);

  it('saves a partner with its origins one a line, and refuses an unreadable link life without saving', async () => {
    const onSave = vi.fn();
    renderWithKupa(<PartnerForm initial={EMPTY_PARTNER} onSave={onSave} state={IDLE} />, { locale: 'en', staff: true });
    await userEvent.type(screen.getByLabelText('Code'), 'city-magazine');
    await userEvent.type(screen.getByLabelText('Name in Hebrew'), 'מגזין העיר');
    await userEvent.type(screen.getByLabelText('Name in English'), 'City Magazine');
    await userEvent.type(screen.getByLabelText(/Allowed return origins/), 'https://a.example{enter}https://b.example');
    const ttl = screen.getByLabelText('Link life (seconds)');
    await userEvent.clear(ttl);
    await userEvent.type(ttl, 'soon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(ttl.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(ttl);
    await userEvent.type(ttl, '3600');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      code: 'city-magazine',
      nameHe: 'מגזין העיר',
      nameEn: 'City Magazine',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      linkTtlSeconds: 3600,
    });
  });
});
