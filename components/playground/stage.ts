import type { ReactNode } from 'react';

/** What both layouts of the playground show: built once by the page, placed by each layout. */
export interface Stage {
  diagram: ReactNode;
  inspector: ReactNode;
  stepper: ReactNode;
  /** The loading bar while a scenario plays, or its error. */
  loading: ReactNode;
}
