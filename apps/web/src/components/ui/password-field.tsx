import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useT } from '../../lib/i18n/index.ts';

/**
 * A password input whose show/hide button is named without the word "password", so that the
 * field's label ("Password") names exactly one element on the page, and is reached with Tab.
 */
export function PasswordField(props: PasswordInputProps) {
  const t = useT();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggleVisibility') }}
      {...props}
    />
  );
}
