// The dashboard's one modal dialog: a modal <dialog> named by its heading, the page behind it inert,
// Tab kept inside, Escape (or Close) closes it, and the focus goes back to what opened it.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { keepFocusInside } from '../../excursion/keep-focus-inside.ts';

export interface ModalProps {
  title: string;
  /** Called once the dialog has closed, however it closed. */
  onClose(): void;
  /** The Close button's label; none when the footer has its own way out. */
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** A role of alertdialog for confirmations, which interrupt the admin. */
  role?: 'dialog' | 'alertdialog';
  /** The element focused on opening (a selector inside the dialog); the first control otherwise. */
  initialFocus?: string;
  /** Extra description read with the title (the confirmation's question). */
  describedBy?: string;
}

export function Modal({ title, onClose, closeLabel, children, footer, role, initialFocus, describedBy }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const first = (initialFocus && element.querySelector<HTMLElement>(initialFocus)) || element.querySelector<HTMLElement>('[data-autofocus]');
    first?.focus();
    return () => {
      if (element.open) element.close();
      // Back where the admin was, if that control is still on the page.
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount: the dialog is rendered only while it is open.
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog-card"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      onKeyDown={keepFocusInside}
      onClose={() => onCloseRef.current()}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl text-navy-950 sm:text-2xl">
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className="adm-icon-button" aria-label={closeLabel} onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className="mt-4">{children}</div>
      {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
    </dialog>
  );
}
