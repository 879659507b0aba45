'use client';

import type { PanelProps } from '@/components/playground/panel-props';

/** Placeholder: the host panel's implementation replaces this file. */
export function HostPanel(_props: PanelProps) {
  return null;
}
