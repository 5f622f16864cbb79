// The dashboard's yes/no question (the deletions, the erasure, an excursion's update): an alertdialog
// in the one modal (modal.tsx) whose Cancel has the focus, so Enter changes nothing.
import { useId, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** More to read or fill in under the question (the erasure's address typed again). */
  children?: ReactNode;
  /** The confirm button stays disabled until this is false. */
  confirmDisabled?: boolean;
}

export function ConfirmDialog({ question, confirmLabel, cancelLabel, onConfirm, onCancel, children, confirmDisabled = false }: ConfirmDialogProps) {
  const id = useId();
  const chosen = useRef<'confirm' | 'cancel'>('cancel');
  return (
    <Modal
      title={confirmLabel}
      role="alertdialog"
      describedBy={`${id}-question`}
      onClose={() => (chosen.current === 'confirm' ? onConfirm() : onCancel())}
      footer={
        <form method="dialog" className="contents">
          <button type="submit" className="adm-button adm-button-quiet" data-autofocus onClick={() => (chosen.current = 'cancel')}>
            {cancelLabel}
          </button>
          <button type="submit" className="adm-button adm-button-danger" disabled={confirmDisabled} onClick={() => (chosen.current = 'confirm')}>
            {confirmLabel}
          </button>
        </form>
      }
    >
      <p id={`${id}-question`} className="text-ink">
        {question}
      </p>
      {children}
    </Modal>
  );
}

/** What the question says: everything of the dialog but what its answers do. */
export type ConfirmWords = Omit<ConfirmDialogProps, 'onConfirm' | 'onCancel'>;

/**
 * A question about one thing at a time (the quote or excursion to delete): `ask(subject)` opens it,
 * `dialog(words, onConfirm)` draws it while it is asked; either answer closes it.
 */
export function useConfirmation<Subject>() {
  const [subject, setSubject] = useState<Subject | null>(null);
  const dialog = (words: ConfirmWords, onConfirm: (subject: Subject) => void) =>
    subject !== null && (
      <ConfirmDialog
        {...words}
        onConfirm={() => {
          setSubject(null);
          onConfirm(subject);
        }}
        onCancel={() => setSubject(null)}
      />
    );
  return { subject, ask: setSubject, dialog };
}
