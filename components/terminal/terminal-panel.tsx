'use client';

import type { PanelProps } from '@/components/playground/panel-props';

/** Placeholder: the terminal panel's implementation replaces this file. */
export function TerminalPanel(_props: PanelProps) {
  return null;
}
