// @vitest-environment jsdom
import type { WaiverPage } from '@kupa/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { WaiverForm } from './WaiverForm';

const ticket = (n: number, name: string, minAge: number, maxAge: number, jumperName: string | null = null) => ({
  ticketIdentifier: `t${n}`,
  number: n,
  name,
  voucherName: null,
  minAge,
  maxAge,
  jumperName,
});

const PAGE: WaiverPage = {
  reservationIdentifier: 'KPA-1',
  featureName: 'Free jump',
  venueName: 'Trampoline hall',
  locationName: 'Kupa Jump',
  dateTime: '2026-11-22 10:00',
  presentationDate: '2026-11-22',
  testValidityHours: 48,
  feverThreshold: 38,
  tickets: [ticket(1, 'Little jump', 3, 6, 'Noa Levi'), ticket(2, 'Little jump', 3, 6), ticket(3, 'Jump', 7, 17)],
  waivers: [],
  complete: false,
};

/** A recording 2D context for the pad (jsdom draws nothing). */
function stubCanvas() {
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, prop: string) => (prop in target ? target[prop] : (target[prop] = () => undefined)),
    set: (target, prop: string, value) => ((target[prop] = value), true),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => 'data:image/png;base64,SIGNED');
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('WaiverForm', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    stubCanvas();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('puts each child on a ticket not signed for yet, adds and removes children', () => {
    renderWithKupa(<WaiverForm waiver={PAGE} documentKey="doc-key-123" onSigned={vi.fn()} />);
    expect(screen.getByTestId('waiver-children-0-ticketIdentifier')).toHaveValue('t2');
    expect(screen.queryByRole('option', { name: /Ticket 1/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));
    expect(screen.getByTestId('waiver-children-1-ticketIdentifier')).toHaveValue('t3');
    expect(screen.getByRole('button', { name: 'Add child' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Every ticket already has a child.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove child 2' }));
    expect(screen.queryByTestId('waiver-child-1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add child' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('names every missing field, the declarations and the signature, and sends nothing', () => {
    renderWithKupa(<WaiverForm waiver={PAGE} documentKey="doc-key-123" onSigned={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign the waiver' }));
    expect(screen.getByTestId('waiver-error')).toHaveTextContent('Please check the entered data');
    expect(screen.getByTestId('waiver-guardian-firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('waiver-guardian-firstName')).toHaveFocus();
    expect(screen.getByTestId('waiver-declarations-noFever')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('signature-error')).toHaveTextContent('Please sign in the box');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a child's age on the child's field", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: {
            error: 'JUMPER_TOO_YOUNG',
            message: 'too young',
            details: { field: 'jumpers.0.dateOfBirth', name: 'Maya Levi', ticket: 'Little jump', min: 3 },
          },
        }),
        { status: 422, headers: { 'content-type': 'application/json' } },
      ),
    );
    const onSigned = vi.fn();
    renderWithKupa(<WaiverForm waiver={PAGE} documentKey="doc-key-123" onSigned={onSigned} />);
    type('waiver-guardian-firstName', 'Dana');
    type('waiver-guardian-lastName', 'Levi');
    type('waiver-guardian-ssn', '031845621');
    type('waiver-guardian-mobileNumber', '0501234567');
    type('waiver-children-0-firstName', 'Maya');
    type('waiver-children-0-lastName', 'Levi');
    type('waiver-children-0-ssn', '000000018');
    type('waiver-children-0-dateOfBirth', '2024-06-01');
    for (const d of ['noFever', 'negativeTest', 'guardianConsent']) fireEvent.click(screen.getByTestId(`waiver-declarations-${d}`));
    const canvas = screen.getByTestId('signature-canvas');
    fireEvent.pointerDown(canvas, { clientX: 5, clientY: 5, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(canvas, { clientX: 50, clientY: 30 });
    fireEvent.pointerUp(canvas);
    fireEvent.click(screen.getByRole('button', { name: 'Sign the waiver' }));

    await waitFor(() => expect(screen.getByTestId('waiver-error')).toHaveAttribute('data-code', 'JUMPER_TOO_YOUNG'));
    expect(screen.getByTestId('waiver-error')).toHaveTextContent('Maya Levi is too young for the Little jump ticket (from age 3)');
    expect(screen.getByTestId('waiver-children-0-dateOfBirth')).toHaveAttribute('aria-invalid', 'true');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/waivers/doc-key-123?lang=en');
    expect(JSON.parse(String(init.body))).toMatchObject({
      jumpers: [{ ticketIdentifier: 't2', firstName: 'Maya', dateOfBirth: '2024-06-01' }],
      declarations: { noFever: true, negativeTest: true, guardianConsent: true },
      signature: 'data:image/png;base64,SIGNED',
    });
    expect(onSigned).not.toHaveBeenCalled();
  });
});
