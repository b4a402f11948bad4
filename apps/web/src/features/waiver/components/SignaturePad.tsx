import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAD_HEIGHT, PAD_WIDTH, useSignaturePad } from '../hooks/use-signature-pad';

interface SignaturePadProps {
  onChange(signature: string | null): void;
  /** The guardian's name as typed, for signing without drawing. */
  typedName: string;
  /** Why the signature is refused, shown under the pad. */
  error: string | null;
}

/** The signature pad of the waiver page: draw, clear, or sign with the typed name (the keyboard's way). */
export function SignaturePad({ onChange, typedName, error }: SignaturePadProps) {
  const intl = useIntl();
  const id = useId();
  const { canvasRef, isEmpty, handlers, clear, signWithName } = useSignaturePad(onChange);
  const canSignWithName = typedName.trim() !== '';
  return (
    <fieldset className="waiver__section signature-pad" aria-describedby={`${id}-help`} data-testid="signature-pad">
      <legend className="waiver__legend">
        <FormattedMessage id="waiver.signature.title" />
      </legend>
      <p id={`${id}-help`} className="waiver__hint">
        <FormattedMessage id="waiver.signature.help" />
      </p>
      <canvas
        ref={canvasRef}
        className="signature-pad__canvas"
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        role="img"
        aria-label={intl.formatMessage({ id: isEmpty ? 'waiver.signature.canvasEmpty' : 'waiver.signature.canvasSigned' })}
        data-testid="signature-canvas"
        {...handlers}
      />
      <p className="signature-pad__status" role="status" data-testid="signature-status" data-empty={isEmpty}>
        <FormattedMessage id={isEmpty ? 'waiver.signature.empty' : 'waiver.signature.signed'} />
      </p>
      {error !== null && (
        <p className="waiver__error" role="alert" data-testid="signature-error">
          {error}
        </p>
      )}
      <div className="signature-pad__actions">
        <button type="button" className="button" onClick={clear} data-testid="signature-clear">
          <FormattedMessage id="waiver.signature.clear" />
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={!canSignWithName}
          aria-describedby={`${id}-typed`}
          onClick={() => canSignWithName && signWithName(typedName)}
          data-testid="signature-typed"
        >
          <FormattedMessage id="waiver.signature.typed" />
        </button>
      </div>
      <p id={`${id}-typed`} className="waiver__hint">
        <FormattedMessage id="waiver.signature.typedHelp" />
      </p>
    </fieldset>
  );
}
