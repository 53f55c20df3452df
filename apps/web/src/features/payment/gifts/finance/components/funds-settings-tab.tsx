import { Stack } from '@mantine/core';
import type { FinanceLocale } from '../finance-giving.tsx';
import { FundsList } from './funds-list.tsx';
import { GivingSettingsSection } from './giving-settings-form.tsx';

/** "Funds and settings": the locale's funds and how members give there (finance and locale admins). */
export function FundsSettingsTab({ locale }: { locale: FinanceLocale }) {
  return (
    <Stack gap="xl">
      <FundsList localeId={locale.localeId} />
      <GivingSettingsSection localeId={locale.localeId} />
    </Stack>
  );
}
