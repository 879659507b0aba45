'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  title: string;
  /** Called on Échap: each dialog says what that means (refuse, cancel). */
  onEscape: () => void;
  children: ReactNode;
}

/**
 * A real modal dialog: the native `<dialog>` opened with `showModal()` makes the rest of the
 * page inert (focus stays inside), has the dialog role and takes its name from the heading.
 */
export function ModalDialog({ title, onEscape, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      // The dialog closes only through a decision, so that the session always gets an answer.
      event.preventDefault();
      escape.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      className="m-auto max-h-[90vh] w-[min(40rem,calc(100vw-1.5rem))] overflow-auto rounded-lg border border-border bg-bg p-4 text-fg shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
