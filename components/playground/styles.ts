import { buttonClasses } from '@/components/ui/button';

/**
 * The playground's control look, for the files not yet on `Button` (inspector, challenges):
 * use `<Button size="control">` in new code.
 */
export const buttonClass = buttonClasses({ size: 'control' });
