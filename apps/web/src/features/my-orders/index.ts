// The customer area's "My tickets" (issue 9): mounted by the customer-area shell as its `tickets` section.
export { MyTicketsSection } from './components/MyTicketsSection';
