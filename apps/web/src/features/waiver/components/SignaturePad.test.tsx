// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { SignaturePad } from './SignaturePad';

/** jsdom draws nothing: a recording 2D context stands in for the canvas, and its PNG says how many marks it holds. */
function fakeCanvas() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, prop: string) =>
      prop in target ? target[prop] : (target[prop] = (...args: unknown[]) => calls.push(`${prop}(${args.join(',')})`)),
    set: (target, prop: string, value) => ((target[prop] = value), true),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => `data:image/png;base64,${btoa(String(calls.length))}`);
  return calls;
}

describe('SignaturePad', () => {
  let calls: string[];
  beforeEach(() => {
    calls = fakeCanvas();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws a stroke with the pointer and hands the PNG over when the stroke ends', () => {
    const onChange = vi.fn();
    renderWithKupa(<SignaturePad onChange={onChange} typedName="" error={null} />);
    const canvas = screen.getByRole('img', { name: 'Signature box, empty' });
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 20, button: 0, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerMove(canvas, { clientX: 60, clientY: 40, pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(canvas, { clientX: 60, clientY: 40, pointerId: 1 });
    expect(calls).toContain('moveTo(10,20)');
    expect(calls).toContain('lineTo(60,40)');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('img', { name: 'Signature box, signed' })).toBeInTheDocument();
    expect(screen.getByTestId('signature-status')).toHaveTextContent('Signed');
  });

  it('ignores moves without a pressed pointer, and the right mouse button', () => {
    const onChange = vi.fn();
    renderWithKupa(<SignaturePad onChange={onChange} typedName="" error={null} />);
    const canvas = screen.getByTestId('signature-canvas');
    fireEvent.pointerMove(canvas, { clientX: 60, clientY: 40 });
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 20, button: 2, pointerType: 'mouse' });
    fireEvent.pointerUp(canvas);
    expect(calls.filter((c) => c.startsWith('lineTo'))).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the signature', () => {
    const onChange = vi.fn();
    renderWithKupa(<SignaturePad onChange={onChange} typedName="" error={null} />);
    const canvas = screen.getByTestId('signature-canvas');
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 20, button: 0, pointerType: 'pen' });
    fireEvent.pointerUp(canvas);
    fireEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(calls).toContain('clearRect(0,0,600,200)');
    expect(screen.getByTestId('signature-status')).toHaveTextContent('Not signed yet');
  });

  it('signs with the typed name from the keyboard, only once a name is typed', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithKupa(<SignaturePad onChange={onChange} typedName=" " error={null} />);
    const typed = screen.getByRole('button', { name: 'Sign with my typed name' });
    expect(typed).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(typed);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<SignaturePad onChange={onChange} typedName="Dana Levi" error={null} />);
    typed.focus();
    fireEvent.click(typed);
    expect(calls).toContain('fillText(Dana Levi,300,100,560)');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows why the signature is refused, in Hebrew too', () => {
    renderWithKupa(<SignaturePad onChange={vi.fn()} typedName="" error="נא לחתום בתוך המסגרת" />, { locale: 'he' });
    expect(screen.getByRole('alert')).toHaveTextContent('נא לחתום בתוך המסגרת');
    expect(screen.getByRole('button', { name: 'ניקוי חתימה' })).toBeInTheDocument();
  });
});
