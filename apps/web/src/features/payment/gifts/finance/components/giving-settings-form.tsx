import {
  currencyDigits,
  givingSettingsInputSchema,
  parseMoney,
  type GivingSettings,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { fieldErrorsFromZod, type FieldErrors } from '../../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { useGivingSettings } from '../../api/get-giving-settings.ts';
import { useUpdateGivingSettings } from '../api/update-giving-settings.ts';
import { useFinanceT } from '../i18n/index.ts';
import { majorText, parsePercent, percentText, useFinanceRefusal } from './finance-format.ts';

/** The locale's giving settings (`PUT giving-settings/{localeId}`). */
export function GivingSettingsSection({ localeId }: { localeId: string }) {
  const ft = useFinanceT();
  const settings = useGivingSettings(localeId);
  return (
    <Stack gap="sm" component="section" aria-label={ft('settings.title')}>
      <Text fw={600}>{ft('settings.title')}</Text>
      {settings.isPending ? (
        <LoadingBlock />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <GivingSettingsForm key={localeId} settings={settings.data} />
      )}
    </Stack>
  );
}

function GivingSettingsForm({ settings }: { settings: GivingSettings }) {
  const ft = useFinanceT();
  const t = useT();
  const refusal = useFinanceRefusal();
  const update = useUpdateGivingSettings();
  const { currency } = settings;
  const [onlineEnabled, setOnlineEnabled] = useState(settings.onlineEnabled);
  const [bankDetails, setBankDetails] = useState(settings.bankDetails);
  const [instructions, setInstructions] = useState(settings.instructions);
  const [percent, setPercent] = useState(percentText(settings.fee.percentBasisPoints));
  const [fixed, setFixed] = useState(majorText(settings.fee.fixedMinor, currencyDigits(currency)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  const submit = () => {
    const found: FieldErrors = {};
    const basisPoints = percent.trim() === '' ? 0 : parsePercent(percent);
    const fixedMinor = fixed.trim() === '' ? 0 : parseMoney(fixed, currency);
    if (basisPoints === null || basisPoints > 2000)
      found.feePercentBasisPoints = ft('settings.percentInvalid');
    if (fixedMinor === null) found.feeFixedMinor = ft('form.amountInvalid');
    const parsed = givingSettingsInputSchema.safeParse({
      onlineEnabled,
      bankDetails,
      instructions,
      feePercentBasisPoints: basisPoints ?? 0,
      feeFixedMinor: fixedMinor ?? 0,
    });
    const all = { ...(parsed.success ? {} : fieldErrorsFromZod(parsed.error, t)), ...found };
    setErrors(all);
    if (!parsed.success || Object.keys(all).length > 0) return;
    update.mutate({ localeId: settings.localeId, body: parsed.data }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper withBorder p="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Switch
            label={ft('settings.online')}
            description={
              settings.onlineAvailable ? ft('settings.onlineHint') : ft('settings.onlineUnavailable')
            }
            checked={onlineEnabled && settings.onlineAvailable}
            disabled={!settings.onlineAvailable}
            onChange={(event) => setOnlineEnabled(event.currentTarget.checked)}
          />
          <Textarea
            label={ft('settings.bankDetails')}
            description={ft('settings.bankDetailsHint')}
            autosize
            minRows={3}
            value={bankDetails}
            error={errors.bankDetails}
            onChange={(event) => setBankDetails(event.currentTarget.value)}
          />
          <Textarea
            label={ft('settings.instructions')}
            description={ft('settings.instructionsHint')}
            autosize
            minRows={2}
            value={instructions}
            error={errors.instructions}
            onChange={(event) => setInstructions(event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={ft('settings.feePercent')}
              description={ft('settings.feePercentHint')}
              inputMode="decimal"
              rightSection="%"
              value={percent}
              error={errors.feePercentBasisPoints}
              onChange={(event) => setPercent(event.currentTarget.value)}
            />
            <TextInput
              label={ft('settings.feeFixed', { currency })}
              description={ft('settings.feeFixedHint')}
              inputMode="decimal"
              value={fixed}
              error={errors.feeFixedMinor}
              onChange={(event) => setFixed(event.currentTarget.value)}
            />
          </SimpleGrid>
          {update.isError && (
            <Alert color="red" role="alert">
              {refusal(update.error)}
            </Alert>
          )}
          {saved && (
            <Text role="status" c="teal">
              {ft('settings.saved')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={update.isPending}>
              {ft('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
