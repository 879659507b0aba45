'use client';

import type { PanelProps } from '@/components/playground/panel-props';

/** Placeholder: the editor panel's implementation replaces this file. */
export function EditorPanel(_props: PanelProps) {
  return null;
}
