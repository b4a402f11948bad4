// What other features use of the customer area: the session hook for its sections. Import these from here only.
export { useCustomerSession, type CustomerAreaSession } from './hooks/use-customer-session';
export type { CustomerAreaSection } from './sections';
