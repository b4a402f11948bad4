import { describe, expect, it } from 'vitest';
import { indicatorStepsOf, isCheckoutStepName, isPaymentStep, nextStepOf, previousStepOf, seatStepOf, stepsOf } from './step-order';

describe('step order', () => {
  it('runs seats, tickets, customer info, products, confirmation by default', () => {
    expect(stepsOf('ticketsCustomerProducts')).toEqual(['seats', 'tickets', 'customerInfo', 'products', 'confirmation']);
    expect(nextStepOf('ticketsCustomerProducts', 'seats')).toBe('tickets');
    expect(nextStepOf('ticketsCustomerProducts', 'tickets')).toBe('customerInfo');
    expect(nextStepOf('ticketsCustomerProducts', 'customerInfo')).toBe('products');
    expect(nextStepOf('ticketsCustomerProducts', 'products')).toBe('confirmation');
    expect(nextStepOf('ticketsCustomerProducts', 'confirmation')).toBeNull();
  });

  it('puts products before customer info in the variant', () => {
    expect(stepsOf('ticketsProductsCustomer')).toEqual(['seats', 'tickets', 'products', 'customerInfo', 'confirmation']);
    expect(nextStepOf('ticketsProductsCustomer', 'tickets')).toBe('products');
    expect(nextStepOf('ticketsProductsCustomer', 'products')).toBe('customerInfo');
    expect(nextStepOf('ticketsProductsCustomer', 'customerInfo')).toBe('confirmation');
  });

  it('goes back one step, never before the seats nor from the confirmation', () => {
    expect(previousStepOf('ticketsCustomerProducts', 'products')).toBe('customerInfo');
    expect(previousStepOf('ticketsProductsCustomer', 'customerInfo')).toBe('products');
    expect(previousStepOf('ticketsProductsCustomer', 'products')).toBe('tickets');
    expect(previousStepOf('ticketsCustomerProducts', 'tickets')).toBe('seats');
    expect(previousStepOf('ticketsCustomerProducts', 'seats')).toBeNull();
    expect(previousStepOf('ticketsCustomerProducts', 'confirmation')).toBeNull();
  });

  it('pays on the last step before the confirmation of each order', () => {
    expect(isPaymentStep('ticketsCustomerProducts', 'products')).toBe(true);
    expect(isPaymentStep('ticketsCustomerProducts', 'customerInfo')).toBe(false);
    expect(isPaymentStep('ticketsProductsCustomer', 'customerInfo')).toBe(true);
    expect(isPaymentStep('ticketsProductsCustomer', 'products')).toBe(false);
    expect(isPaymentStep('ticketsCustomerProducts', 'confirmation')).toBe(false);
  });

  it('names the server step of the holds and lists the indicator in the order', () => {
    expect(seatStepOf('seats')).toBe('chooseSeats');
    expect(seatStepOf('tickets')).toBe('chooseTickets');
    expect(seatStepOf('customerInfo')).toBe('customerInfo');
    expect(seatStepOf('products')).toBe('chooseProducts');
    expect(seatStepOf('confirmation')).toBeNull();
    expect(indicatorStepsOf('ticketsProductsCustomer')).toEqual(['chooseSeats', 'chooseTickets', 'chooseProducts', 'customerInfo']);
    expect(indicatorStepsOf('ticketsCustomerProducts')).toEqual(['chooseSeats', 'chooseTickets', 'customerInfo', 'chooseProducts']);
  });

  it('recognises step names only', () => {
    expect(isCheckoutStepName('products')).toBe(true);
    expect(isCheckoutStepName('payment')).toBe(false);
    expect(isCheckoutStepName(3)).toBe(false);
  });
});
