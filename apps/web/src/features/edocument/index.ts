// What other features use of the e-ticket: drawing a QR code of a secret, and the reservation as the e-ticket shows
// it (the confirmation of a ticket order is the same view). Import these from here only.
export { useQrCodeImage, type QrCodeImage } from './hooks/use-qr-code-image';
export { ReservationLoadStates } from './components/ReservationLoadStates';
export { SendTicketsForm } from './components/SendTicketsForm';
export { eDocumentQueryKey, useEDocument } from './hooks/use-edocument';
export { formatLocalShowDateTime } from './utils/show-date-time';
