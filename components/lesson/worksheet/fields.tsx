'use client';

import type { ReactNode } from 'react';
import { RichText } from '../rich-text';

/** The DOM id of a worksheet field, from its issue key (which may hold « : »). */
export function fieldId(key: string): string {
  return `fiche-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** A French message shown at the field, and announced. */
  error?: string;
  multiline?: boolean;
  maxLength?: number;
  className?: string;
  mono?: boolean;
  spellCheck?: boolean;
}

/** A labelled text input with its hint and its error message tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  multiline,
  maxLength = 2000,
  className,
  mono,
  spellCheck,
}: FieldProps) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const inputClass = `mt-1 block w-full rounded border bg-surface px-2 py-1.5 text-fg ${
    error ? 'border-kind-error border-2' : 'border-border'
  } ${mono ? 'font-mono text-sm' : ''}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          rows={3}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          spellCheck={spellCheck}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          spellCheck={spellCheck}
          autoComplete="off"
        />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-kind-error">
          <RichText text={error} />
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          <RichText text={hint} />
        </p>
      ) : null}
    </div>
  );
}

/** The primitive an answer becomes, shown beside it. */
export function PrimitiveBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-accent px-2 py-0.5 text-xs font-semibold text-accent">
      <span aria-hidden="true">→</span>
      {children}
    </span>
  );
}
