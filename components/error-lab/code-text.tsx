/**
 * Kept only for `components/terminal/terminal-panel.tsx` until its import moves to
 * `@/components/ui/code-text` (the one implementation); then delete this file.
 */
export { CodeText } from '@/components/ui/code-text';
