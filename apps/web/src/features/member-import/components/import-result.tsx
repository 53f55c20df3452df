import type { MemberImportReport } from '@congregate/contracts';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '../../../components/ui/icons.ts';
import { useImportT } from '../i18n/index.ts';

/** What a real import did: created, updated, skipped. */
export function ImportResult({ report }: { report: MemberImportReport }) {
  const mt = useImportT();
  return (
    <Alert role="status" color="teal" icon={<IconCircleCheck />} title={mt('upload.result')}>
      <SimpleGrid cols={3} spacing="xs">
        {(
          [
            ['upload.created', report.created],
            ['upload.updated', report.updated],
            ['upload.skipped', report.skipped],
          ] as const
        ).map(([label, value]) => (
          <Stack gap={0} key={label}>
            <Text size="xs" c="dimmed">
              {mt(label)}
            </Text>
            <Text size="lg" fw={700}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Alert>
  );
}
