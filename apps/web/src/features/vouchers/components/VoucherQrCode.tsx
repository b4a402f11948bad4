import { FormattedMessage } from 'react-intl';
import { useQrCodeImage } from '../../edocument';

/** The QR code of a voucher's reference (what the box office scans), never mirrored; a placeholder while it is drawn. */
export function VoucherQrCode({ reference, name }: { reference: string; name: string }) {
  const image = useQrCodeImage(reference);
  if (image.kind === 'failed') {
    return (
      <p className="voucher__qr voucher__qr--failed" role="alert">
        <FormattedMessage id="edocument.qr.failed" />
      </p>
    );
  }
  if (image.kind === 'drawing') return <span className="voucher__qr" role="img" aria-label={name} aria-busy="true" />;
  return <img className="voucher__qr" src={image.src} alt={name} width={176} height={176} data-testid="voucher-qr" />;
}
