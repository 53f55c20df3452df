import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Checkout } from '@congregate/contracts';
import { formatMoney } from '@congregate/contracts';
import { Link } from 'react-router';
import { CopyLinkField } from '../../../../components/ui/copy-link-field.tsx';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useGivingT } from '../i18n/index.ts';

/** The manual provider's answer: the locale's bank details and instructions, the amount and the reference. */
export function ManualInstructions({
  checkout,
  manual,
  fundName,
}: {
  checkout: Checkout;
  manual: NonNullable<Checkout['manual']>;
  fundName: string;
}) {
  const gt = useGivingT();
  const { language } = useI18n();
  const amount = formatMoney(checkout.amountMinor, checkout.currency, language);
  const hasDetails = manual.bankDetails.trim() !== '' || manual.instructions.trim() !== '';
  return (
    <Paper withBorder radius="md" p="md" aria-labelledby="manual-heading" component="section">
      <Stack gap="sm">
        <Title order={2} size="h3" id="manual-heading">
          {gt('manual.title')}
        </Title>
        <Text>{gt('manual.intro', { amount, fund: fundName })}</Text>
        {manual.bankDetails.trim() && (
          <div>
            <Title order={3} size="h5">
              {gt('manual.bank')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{manual.bankDetails}</Text>
          </div>
        )}
        {manual.instructions.trim() && (
          <div>
            <Title order={3} size="h5">
              {gt('manual.instructions')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{manual.instructions}</Text>
          </div>
        )}
        {!hasDetails && <Text>{gt('manual.noDetails')}</Text>}
        <div>
          <Title order={3} size="h5">
            {gt('manual.reference')}
          </Title>
          <Text fw={700} ff="monospace" fz="lg" data-testid="gift-reference">
            {manual.reference}
          </Text>
          <Text size="sm" c="dimmed">
            {gt('manual.referenceHint')}
          </Text>
        </div>
        <CopyLinkField
          url={manual.reference}
          labels={{
            copy: gt('manual.copy'),
            copied: gt('manual.copied'),
            failed: gt('manual.copyFailed'),
            field: gt('manual.reference'),
          }}
        />
        <Text size="sm" c="dimmed">
          {gt('manual.after')}
        </Text>
        <Button component={Link} to="/transactions" style={{ alignSelf: 'flex-start' }}>
          {gt('manual.done')}
        </Button>
      </Stack>
    </Paper>
  );
}
