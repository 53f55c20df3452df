import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { RsvpReceipt as Receipt } from '@congregate/contracts';
import { useEffect, useRef } from 'react';
import { IconCircleCheck } from '../../../../../components/ui/icons.ts';
import { useInvitationsT } from '../i18n/index.ts';

/** Where to look for the link, by where the server sent it. */
function whereToLook(sentTo: Receipt['sentTo']) {
  if (sentTo.email && !sentTo.mobile) return 'receipt.checkEmail' as const;
  if (sentTo.mobile && !sentTo.email) return 'receipt.checkPhone' as const;
  return 'receipt.checkBoth' as const;
}

/**
 * What a guest sees once their RSVP is sent: that it was received, and where their link went. The QR is not
 * here — the answer carries none, the same whether the RSVP is new or one they had made — but behind the link
 * (the invitation with `?rsvp=`). Said to screen readers as it shows (a status, its heading focused).
 */
export function RsvpReceipt({
  receipt,
  firstName,
  onAnother,
}: {
  receipt: Receipt;
  firstName: string;
  /** Back to an empty form, for someone else. */
  onAnother: () => void;
}) {
  const it = useInvitationsT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="center" ta="center">
        <Stack gap="md" align="center" role="status" aria-live="polite" data-testid="rsvp-receipt">
          <ThemeIcon color="teal" size={56} radius="xl" variant="light" aria-hidden>
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {it('receipt.title', { name: firstName })}
          </Title>
          <Text fw={700} size="lg">
            {it(whereToLook(receipt.sentTo))}
          </Text>
          <Text>{it('receipt.linkHint')}</Text>
          <Text size="sm" c="dimmed">
            {it('receipt.notArrived')}
          </Text>
        </Stack>
        <Button variant="subtle" onClick={onAnother}>
          {it('rsvp.another')}
        </Button>
      </Stack>
    </Paper>
  );
}
