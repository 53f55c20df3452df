import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type RecurringGift, type RecurringStatus } from '@congregate/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useTimeZones } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useCancelRecurring } from '../api/cancel-recurring.ts';
import { useRecurring } from '../api/list-recurring.ts';
import { useGivingT } from '../i18n/index.ts';

const statusColor: Record<RecurringStatus, string> = { active: 'teal', failing: 'red', cancelled: 'gray' };

/** The member's recurring gifts: fund, amount, how often, status; a failing plan says why and what to do. */
export function RecurringPlans() {
  const gt = useGivingT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const plans = useRecurring();
  const zoneOf = useTimeZones(plans.data?.items.map((plan) => plan.localeId) ?? []);
  const cancel = useCancelRecurring();
  const [asking, setAsking] = useState<RecurringGift | null>(null);
  const [done, setDone] = useState(false);

  const describe = (plan: RecurringGift) => ({
    amount: formatMoney(plan.amountMinor + plan.feeMinor, plan.currency, language),
    fund: plan.fundName,
    frequency: gt(plan.frequency === 'weekly' ? 'recurring.weekly' : 'recurring.monthly'),
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby="recurring-heading">
      <Title order={2} size="h4" id="recurring-heading">
        {gt('recurring.title')}
      </Title>
      {done && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setDone(false)}>
          {gt('recurring.cancelled')}
        </Alert>
      )}
      {cancel.isError && (
        <Alert color="red" role="alert">
          {refusal(cancel.error)}
        </Alert>
      )}
      {plans.isPending ? (
        <LoadingBlock />
      ) : plans.isError ? (
        <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.items.length === 0 ? (
        <Text c="dimmed">{gt('recurring.empty')}</Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {plans.data.items.map((plan) => {
            const words = describe(plan);
            return (
              <Paper component="li" key={plan.id} withBorder radius="md" px="md" py="xs">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>{plan.fundName}</Text>
                      <Text size="sm">{gt('recurring.amount', words)}</Text>
                      <Text size="sm" c="dimmed">
                        {gt('recurring.since', {
                          date: formatDayIn(plan.createdAt, language, zoneOf(plan.localeId)),
                        })}
                      </Text>
                    </div>
                    <Group gap="sm" wrap="nowrap">
                      <Badge color={statusColor[plan.status]} variant="light">
                        {gt(`recurring.status.${plan.status}`)}
                      </Badge>
                      {plan.status !== 'cancelled' && (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={gt('recurring.cancelLabel', { fund: plan.fundName })}
                          onClick={() => {
                            setDone(false);
                            cancel.reset();
                            setAsking(plan);
                          }}
                        >
                          {gt('recurring.cancel')}
                        </Button>
                      )}
                    </Group>
                  </Group>
                  {plan.status === 'failing' && (
                    <Alert color="red" variant="light">
                      {plan.failureMessage
                        ? gt('recurring.failing', { message: plan.failureMessage })
                        : gt('recurring.failingNoMessage')}
                    </Alert>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={gt('recurring.confirmTitle')}
        confirmLabel={gt('recurring.confirm')}
        cancelLabel={gt('recurring.keep')}
        loading={cancel.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          cancel.mutate(asking.id, {
            onSuccess: () => setDone(true),
            onSettled: () => setAsking(null),
          });
        }}
      >
        {asking ? gt('recurring.confirmBody', describe(asking)) : null}
      </ConfirmDialog>
    </Stack>
  );
}
