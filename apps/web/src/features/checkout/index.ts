// What other features use of the checkout: the ticket flow itself, and the parts an item order's checkout shares with
// it (the cart calls, the customer form, the member login, the payment dialog). Import these from here only.
export { resetCart } from './cart/api/delete-cart';
export { syncCart } from './cart/api/sync-cart';
export { ProblemList } from './cart/components/ProblemList';
export { QuantityStepper } from './cart/components/QuantityStepper';
export { SummaryTotals } from './cart/components/SummaryTotals';
export { CustomerInfoStep } from './customer-info/components/CustomerInfoStep';
export { CheckoutFlow } from './flow/components/CheckoutFlow';
export type { OrderContext } from './flow/order-context';
export { sessionStore } from './flow/utils/flow-state';
export { MemberLoginDialog } from './member-login/components/MemberLoginDialog';
export { FormTextField } from './customer-info/components/FormTextField';
export { sendLoginCode, verifyLoginCode } from './member-login/api/customer-calls';
export { readCustomerInfo } from './member-login/api/customer-answer';
export { useCustomer, useSetCustomer } from './member-login/hooks/use-customer';
export { PaymentDialog } from './payment/components/PaymentDialog';
