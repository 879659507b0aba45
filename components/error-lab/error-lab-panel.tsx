'use client';

import type { PanelProps } from '@/components/playground/panel-props';

/** Placeholder: the error-lab panel's implementation replaces this file. */
export function ErrorLabPanel(_props: PanelProps) {
  return null;
}
