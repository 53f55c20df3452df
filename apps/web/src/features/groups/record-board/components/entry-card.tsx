import type { RecordEntrySummary } from '@congregate/contracts';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CategoryBadge } from '../../../../components/categories/category-badge.tsx';
import { IconFileText } from '../../../../components/ui/icons.ts';
import { formatDay } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useRecordBoardT } from '../i18n/index.ts';

/** One entry in the board's list: its title (the link to read it), category, date, author and excerpt. */
export function EntryCard({ entry }: { entry: RecordEntrySummary }) {
  const rt = useRecordBoardT();
  const { language } = useI18n();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={`/rrb-detail?id=${entry.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {entry.title}
          </Anchor>
          {entry.category && <CategoryBadge name={entry.category.name} color={entry.category.color} />}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {formatDay(entry.entryDate, language)}
          </Text>
          {entry.authorName && (
            <Text size="sm" c="dimmed">
              {rt('list.by', { name: entry.authorName })}
            </Text>
          )}
          {entry.attachmentCount > 0 && (
            <Group gap={4} component="span">
              <IconFileText size={14} aria-hidden />
              <Text size="sm" c="dimmed" component="span">
                {entry.attachmentCount === 1
                  ? rt('list.fileOne')
                  : rt('list.files', { count: entry.attachmentCount })}
              </Text>
            </Group>
          )}
        </Group>
        {entry.excerpt && (
          <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
            {entry.excerpt}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
