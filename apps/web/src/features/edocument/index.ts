// What other features use of the e-ticket: drawing a QR code of a secret.
export { useQrCodeImage, type QrCodeImage } from './hooks/use-qr-code-image';
