import { useEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

interface ModalDialogProps {
  open: boolean;
  titleId: string;
  descriptionId?: string;
  /** 'alertdialog' for a message that needs an answer (the expiry dialog). */
  role?: 'dialog' | 'alertdialog';
  /** Escape: the dialog asks its owner to close it; without a handler it stays open until a button is chosen. */
  onCancel?: () => void;
  testId?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page behind inert, and gives
 * focus back to where it was on close. The first button inside receives focus, so put the expected choice first.
 */
export function ModalDialog({ open, titleId, descriptionId, role = 'dialog', onCancel, testId, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel?.();
      }}
      onClose={() => {
        // The browser may close a dialog on a repeated Escape even when cancel was refused: keep it up while it is open.
        if (open && !onCancel) ref.current?.showModal();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
