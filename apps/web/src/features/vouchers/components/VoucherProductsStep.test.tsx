// @vitest-environment jsdom
import type { VoucherOrderProduct } from '@kupa/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { VoucherProductsStep } from './VoucherProductsStep';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const POPCORN: VoucherOrderProduct = { id: 501, name: 'Popcorn', category: 'snacks', price: 25 };
const COLA: VoucherOrderProduct = { id: 502, name: 'Cola', category: 'drinks', price: 12 };

/** Answers GET /api/system-vouchers/products with the given products; records the business asked for. */
function serve(products: VoucherOrderProduct[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://kupa.test');
      if (url.pathname !== '/api/system-vouchers/products') return Response.json({ error: { error: 'NOT_FOUND' } }, { status: 404 });
      asked.push(url.searchParams.get('businessId') ?? '');
      return Response.json({ products });
    }),
  );
  return asked;
}

describe('the products step of a voucher order', () => {
  it('lists the products with quantities and hands on the chosen ones', async () => {
    const asked = serve([POPCORN, COLA]);
    const onDone = vi.fn();
    renderWithKupa(<VoucherProductsStep businessId={7} onDone={onDone} onBack={() => {}} />);
    expect(await screen.findByText('Popcorn')).toBeTruthy();
    expect(asked).toEqual(['7']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add one Popcorn' }));
    await user.click(screen.getByRole('button', { name: 'Add one Popcorn' }));
    await user.click(screen.getByRole('button', { name: 'Add one Cola' }));
    await user.click(screen.getByRole('button', { name: 'Remove one Cola' }));
    await user.click(screen.getByTestId('voucher-products-continue'));
    expect(onDone).toHaveBeenCalledWith([{ id: 501, quantity: 2 }]);
  });

  it('stops a product at the limit of 20', async () => {
    serve([POPCORN]);
    const onDone = vi.fn();
    renderWithKupa(<VoucherProductsStep businessId={7} onDone={onDone} onBack={() => {}} />);
    const add = await screen.findByRole('button', { name: 'Add one Popcorn' });
    const user = userEvent.setup();
    for (let i = 0; i < 20; i++) await user.click(add);
    expect((add as HTMLButtonElement).disabled || add.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(screen.getByTestId('voucher-products-continue'));
    expect(onDone).toHaveBeenCalledWith([{ id: 501, quantity: 20 }]);
  });

  it('can be skipped, and goes back', async () => {
    serve([POPCORN]);
    const onDone = vi.fn();
    const onBack = vi.fn();
    renderWithKupa(<VoucherProductsStep businessId={7} onDone={onDone} onBack={onBack} />, { locale: 'he' });
    await screen.findByText('Popcorn');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'הוספת Popcorn אחד' }));
    await user.click(screen.getByRole('button', { name: 'דילוג, בלי מוצרים' }));
    expect(onDone).toHaveBeenCalledWith([]);
    await user.click(screen.getByRole('button', { name: 'חזרה לשוברים' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('is skipped at once, exactly once, when the business offers no products', async () => {
    serve([]);
    const onDone = vi.fn();
    renderWithKupa(<VoucherProductsStep businessId={7} onDone={onDone} onBack={() => {}} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('voucher-products')).toBeNull();
  });
});
