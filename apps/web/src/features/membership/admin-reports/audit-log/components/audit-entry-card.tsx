import { Anchor, Badge, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocaleTimeZone } from '../../../../../lib/config/index.ts';
import { formatMoment } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import type { AuditEntry } from '../api/get-audit-log.ts';
import { useAuditT } from '../i18n/index.ts';
import { auditDiff } from '../lib/audit-diff.ts';
import { useActionLabel } from '../lib/audit-actions.ts';
import { IconChevronDown } from './icons.ts';

function Value({ value }: { value: string | null }) {
  const at = useAuditT();
  if (value === null)
    return (
      <Text span c="dimmed" size="sm">
        {at('audit.empty')}
      </Text>
    );
  return (
    <Text span size="sm" style={{ wordBreak: 'break-word' }}>
      {value}
    </Text>
  );
}

/** The values of an entry before and after, field by field, changed fields marked. */
function AuditDiffTable({ entry }: { entry: AuditEntry }) {
  const at = useAuditT();
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {at('audit.noValues')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{at('audit.field')}</Table.Th>
            <Table.Th>{at('audit.before')}</Table.Th>
            <Table.Th>{at('audit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.path || '(value)'}
              bg={row.changed ? 'var(--mantine-color-yellow-light)' : undefined}
            >
              <Table.Td>
                <Text span size="sm" ff="monospace">
                  {row.path || at('audit.wholeValue')}
                </Text>
                {row.changed && (
                  <Badge size="xs" variant="light" color="yellow" ml={6}>
                    {at('audit.changed')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Value value={row.before} />
              </Table.Td>
              <Table.Td>
                <Value value={row.after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One audit-log entry: who did what to which record, when; opens to show the values before and after. */
export function AuditEntryCard({
  entry,
  onOnlyActor,
}: {
  entry: AuditEntry;
  onOnlyActor?: (userId: string) => void;
}) {
  const at = useAuditT();
  const actionLabel = useActionLabel();
  const { language } = useI18n();
  // The locale the entry is about; a change with none (a setting) in the admin's own locale's zone.
  const timeZone = useLocaleTimeZone(entry.localeId);
  const [open, setOpen] = useState(false);
  const detailsId = `audit-entry-${entry.id}`;
  const isMember = entry.entityType === 'members' && entry.entityId;

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Box miw={0}>
            <Text fw={600}>{actionLabel(entry.action)}</Text>
            <Text size="sm" c="dimmed">
              {formatMoment(entry.at, language, timeZone)} · {entry.actorEmail ?? at('audit.system')}
            </Text>
            <Text size="sm">
              {isMember ? (
                <Anchor component={Link} to={`/admin-members?member=${encodeURIComponent(entry.entityId!)}`}>
                  {at('audit.memberRecord')}
                </Anchor>
              ) : (
                `${entry.entityType}${entry.entityId ? ` ${entry.entityId}` : ''}`
              )}
            </Text>
          </Box>
          <Group gap="xs">
            {onOnlyActor && entry.actorUserId && (
              <Button size="xs" variant="subtle" onClick={() => onOnlyActor(entry.actorUserId!)}>
                {at('audit.onlyThisActor')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              onClick={() => setOpen((value) => !value)}
              rightSection={
                <IconChevronDown
                  size={14}
                  style={{ transform: open ? 'rotate(180deg)' : undefined }}
                  aria-hidden
                />
              }
            >
              {open ? at('audit.hideChanges') : at('audit.showChanges')}
            </Button>
          </Group>
        </Group>
        {open && (
          <div id={detailsId}>
            <AuditDiffTable entry={entry} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
