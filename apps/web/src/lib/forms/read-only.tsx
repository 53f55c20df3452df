import { IconLock } from '../../components/ui/icons.ts';

/**
 * Props that make a text input look read-only, not only be it: the filled (greyed) variant, a lock at its end
 * and `readonly` for assistive technology. For fields changed elsewhere (email, locale: by request).
 */
export const readOnlyInputProps = {
  readOnly: true,
  variant: 'filled',
  rightSection: <IconLock size={16} aria-hidden />,
} as const;
