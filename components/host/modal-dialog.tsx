'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * Where the focus goes back once the dialogs are answered. Kept across dialogs that follow one
 * another (the consent, then the server's question): when the second opens, the focus is on
 * the page's body, and the learner was still on « Demander ».
 */
let returnTarget: HTMLElement | null = null;

/**
 * Puts the focus back on `target`. A button disabled while the answer is under way cannot take
 * it yet: it does as soon as it is enabled again, unless the learner has gone elsewhere.
 */
function restoreFocus(target: HTMLElement | null): void {
  if (!target?.isConnected) return;
  if (!target.matches(':disabled')) {
    target.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (target.matches(':disabled')) return;
    observer.disconnect();
    clearTimeout(timer);
    const active = document.activeElement;
    if (active === null || active === document.body) target.focus();
  });
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
  // Bounded: a session that never answers does not keep an observer alive.
  const timer = setTimeout(() => observer.disconnect(), 60_000);
}

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
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) returnTarget = active;
    const previous = returnTarget;
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
      restoreFocus(previous);
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
