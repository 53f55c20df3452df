import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemberActionsProvider } from '../components/members/member-actions.tsx';
import { I18nProvider } from '../lib/i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { LocalizedTheme } from './localized-theme.tsx';
import { memberActionForms } from './member-actions.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <LocalizedTheme>
            <MemberActionsProvider forms={memberActionForms}>{children}</MemberActionsProvider>
          </LocalizedTheme>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
