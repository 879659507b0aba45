import type { PlaygroundController, PlaygroundState } from '@/lib/playground/controller';

/**
 * What every panel of the playground receives: the controller to act through and the current
 * snapshot to draw. Panels live in their own folders (host, editor, terminal, error-lab) and are
 * placed by components/playground/playground.tsx.
 */
export interface PanelProps {
  controller: PlaygroundController;
  state: PlaygroundState;
}
