import { Alert, Button, Paper, Stack, Textarea, Title } from '@mantine/core';
import { PAYMENT_LIMITS, formatMoney, type GiftReceipt } from '@congregate/contracts';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useRefundGift } from '../api/refund-gift.ts';
import { refusedWith } from '../lib/giving-refusal.ts';
import { useGivingT } from '../i18n/index.ts';

/** Finance of the gift's locale refunds it, with a reason, after being asked. */
export function RefundPanel({ receipt, className }: { receipt: GiftReceipt; className?: string }) {
  const gt = useGivingT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const refund = useRefundGift();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const missing = tried && !reason.trim() ? gt('refund.reasonRequired') : null;

  if (done)
    return (
      <Alert color="teal" role="status" className={className}>
        {gt('refund.done')}
      </Alert>
    );
  // Refunded before: the receipt says when and why.
  if (receipt.status === 'refunded') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reason.trim()) return;
    refund.reset();
    setAsking(true);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={className}
      component="section"
      aria-labelledby="refund-heading"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="refund-heading">
            {gt('refund.title')}
          </Title>
          {refund.isError && (
            <Alert color="red" role="alert">
              {refusedWith(refund.error, 'already_refunded') ? gt('refund.already') : refusal(refund.error)}
            </Alert>
          )}
          <Textarea
            label={gt('refund.reason')}
            description={gt('refund.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={PAYMENT_LIMITS.refundReasonMax}
            error={missing}
            required
            autosize
            minRows={2}
          />
          <Button type="submit" color="red" variant="light" style={{ alignSelf: 'flex-start' }}>
            {gt('refund.submit')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={asking}
        title={gt('refund.confirmTitle')}
        confirmLabel={gt('refund.confirm')}
        loading={refund.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          refund.mutate(
            { id: receipt.id, reason: reason.trim() },
            { onSuccess: () => setDone(true), onSettled: () => setAsking(false) },
          )
        }
      >
        {gt('refund.confirmBody', {
          amount: formatMoney(receipt.amountMinor + receipt.feeMinor, receipt.currency, language),
          donor: receipt.donorName,
        })}
      </ConfirmDialog>
    </Paper>
  );
}
