import { createTheme, MantineThemeProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../lib/i18n/index.ts';

/**
 * The theme's labels in the chosen language: Mantine's close buttons (dialogs, drawers, dismissable
 * alerts, any other `CloseButton`) and the × that clears a field show only an ×, so without a label a
 * screen reader announces a nameless button.
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const t = useT();
  const close = t('common.close');
  const clear = t('common.clearField');
  const labels = useMemo(
    () =>
      createTheme({
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Alert: { defaultProps: { closeButtonLabel: close } },
          CloseButton: { defaultProps: { 'aria-label': close } },
          InputClearButton: { defaultProps: { 'aria-label': clear } },
        },
      }),
    [close, clear],
  );
  return <MantineThemeProvider theme={labels}>{children}</MantineThemeProvider>;
}
