import type { Celebrant } from '@congregate/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { IconCake, IconCopy, IconHeart, IconShare } from '../../../../components/ui/icons.ts';
import { formatDay } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useFlockCareT } from '../i18n/index.ts';
import { greetingFor } from '../lib/greeting.ts';

/** One celebrant with a one-tap greeting: copy it, or share it where the device can. */
function CelebrantRow({ celebrant, sender }: { celebrant: Celebrant; sender: string }) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = greetingFor(ft, celebrant, sender);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const Icon = celebrant.kind === 'birthday' ? IconCake : IconHeart;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <MemberAvatar photo={celebrant.photo} name={celebrant.name} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600}>{celebrant.name}</Text>
            <Group gap={4} wrap="nowrap">
              <Icon size={16} aria-hidden />
              <Text size="sm">
                {formatDay(celebrant.date, language)} ·{' '}
                {ft(celebrant.kind === 'birthday' ? 'celebrants.birthday' : 'celebrants.wedding', {
                  years: celebrant.years,
                })}
              </Text>
            </Group>
          </div>
        </Group>
        <Text size="sm" c="dimmed" data-testid="greeting">
          {text}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => void copy()}
            aria-label={`${ft('celebrants.copy')} · ${celebrant.name}`}
          >
            {copied === 'yes' ? ft('celebrants.copied') : ft('celebrants.copy')}
          </Button>
          {canShare && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconShare size={16} aria-hidden />}
              onClick={() => void navigator.share({ text }).catch(() => undefined)}
              aria-label={`${ft('celebrants.share')} · ${celebrant.name}`}
            >
              {ft('celebrants.share')}
            </Button>
          )}
        </Group>
        {copied === 'failed' && (
          <Text size="sm" c="red" role="alert">
            {ft('celebrants.copyFailed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Birthdays and anniversaries, each with its greeting. */
export function CelebrantList({ celebrants, sender }: { celebrants: readonly Celebrant[]; sender: string }) {
  return (
    <Stack gap="sm">
      {celebrants.map((c) => (
        <CelebrantRow key={`${c.memberId}-${c.kind}`} celebrant={c} sender={sender} />
      ))}
    </Stack>
  );
}
