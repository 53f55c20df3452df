import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type GiftReceipt } from '@congregate/contracts';
import type { ReactNode } from 'react';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDayIn, formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useGivingT } from '../i18n/index.ts';
import { GiftStatusBadge } from './gift-status-badge.tsx';
import classes from './receipt.module.css';

/**
 * One gift's receipt as printed: the church (legal name, address, tax id from config), then the gift. Its times
 * are those of the gift's locale, wherever it is printed.
 */
export function Receipt({ receipt }: { receipt: GiftReceipt }) {
  const gt = useGivingT();
  const { language } = useI18n();
  const timeZone = useLocaleTimeZone(receipt.localeId);
  const money = (minor: number) => formatMoney(minor, receipt.currency, language);
  const rows: [string, ReactNode][] = [
    [gt('receipt.number'), receipt.receiptNumber],
    [gt('receipt.date'), formatMoment(receipt.givenAt, language, timeZone)],
    [gt('receipt.donor'), receipt.donorName],
    ...(receipt.donorAddress ? [[gt('receipt.donorAddress'), receipt.donorAddress] as [string, string]] : []),
    [gt('receipt.fund'), receipt.fundName],
    [gt('receipt.amount'), money(receipt.amountMinor)],
    ...(receipt.feeMinor > 0 ? [[gt('receipt.fee'), money(receipt.feeMinor)] as [string, string]] : []),
    [gt('receipt.total'), money(receipt.amountMinor + receipt.feeMinor)],
    [gt('receipt.method'), gt(`method.${receipt.method}`)],
    ...(receipt.frequency !== 'once'
      ? [[gt('receipt.frequency'), gt(`frequency.${receipt.frequency}`)] as [string, string]]
      : []),
    [gt('receipt.locale'), receipt.localeName],
    [gt('receipt.status'), <GiftStatusBadge key="status" status={receipt.status} />],
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      className={classes.receipt}
      data-print-only
      component="article"
      aria-labelledby="receipt-heading"
    >
      <Stack gap="md">
        <div>
          <Text fw={700} fz="lg">
            {receipt.church.legalName}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {receipt.church.address}
          </Text>
          {receipt.church.taxId && (
            <Text size="sm">{gt('receipt.taxId', { taxId: receipt.church.taxId })}</Text>
          )}
        </div>
        <Title order={2} size="h3" id="receipt-heading">
          {gt('receipt.heading')}
        </Title>
        <dl className={classes.fields}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {receipt.status === 'refunded' && receipt.refundedAt && (
          <Alert color="orange" variant="light">
            {receipt.refundReason
              ? gt('receipt.refunded', {
                  date: formatDayIn(receipt.refundedAt, language, timeZone),
                  reason: receipt.refundReason,
                })
              : gt('receipt.refundedNoReason', { date: formatDayIn(receipt.refundedAt, language, timeZone) })}
          </Alert>
        )}
        {receipt.status === 'succeeded' && <Text>{gt('receipt.thanks')}</Text>}
      </Stack>
    </Paper>
  );
}
