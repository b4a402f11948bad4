import { FormattedMessage } from 'react-intl';
import { useQrCodeImage } from '../hooks/use-qr-code-image';

interface TicketQrCodeProps {
  /** The ticket secret the entrance scanner reads. */
  secret: string;
  /** The accessible name, e.g. "QR code of ticket 2, row 5 seat 8". */
  name: string;
}

/** A ticket's QR code as an SVG image (dark on white, never mirrored); a placeholder of the same size while it is drawn. */
export function TicketQrCode({ secret, name }: TicketQrCodeProps) {
  const image = useQrCodeImage(secret);
  if (image.kind === 'failed') {
    return (
      <p className="ticket-qr ticket-qr--failed" role="alert">
        <FormattedMessage id="edocument.qr.failed" />
      </p>
    );
  }
  if (image.kind === 'drawing') return <span className="ticket-qr ticket-qr--drawing" role="img" aria-label={name} aria-busy="true" />;
  return <img className="ticket-qr" src={image.src} alt={name} width={176} height={176} data-testid="edocument-qr" />;
}
