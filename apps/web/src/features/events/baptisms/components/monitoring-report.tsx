import type { BaptismMonitoring } from '@congregate/contracts';
import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconDownload } from '../../../../components/ui/icons.ts';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { useTimeZones } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useBaptismsT, useStageLabel } from '../i18n/index.ts';
import { monitoringCsv, monitoringFileName } from '../lib/monitoring-csv.ts';

const countKeys = ['scheduled', 'formUploaded', 'baptized', 'converted'] as const;

/** A baptism's counts, the forms still missing (each linked to its print page), everyone's row and a CSV. */
export function MonitoringReport({ data, title }: { data: BaptismMonitoring; title: string }) {
  const bt = useBaptismsT();
  const stage = useStageLabel();
  const { language } = useI18n();
  const zoneOf = useTimeZones(data.rows.map((pep) => pep.localeId));
  const exportCsv = () =>
    saveFile(
      new Blob(
        [
          monitoringCsv(data, {
            header: [
              bt('col.name'),
              bt('col.stage'),
              bt('col.soulWinner'),
              bt('col.flock'),
              bt('col.event'),
              bt('col.form'),
              bt('col.baptizedAt'),
              bt('col.mobile'),
            ],
            stage,
            yes: bt('common.yes'),
            no: bt('common.no'),
          }),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      monitoringFileName(title, new Date().toISOString()),
    );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {countKeys.map((key) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed" id={`count-${key}`}>
              {bt(`count.${key}`)}
            </Text>
            <Text fz={32} fw={700} lh={1.2} aria-describedby={`count-${key}`} data-testid={`count-${key}`}>
              {data.counts[key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack component="section" gap="xs" aria-labelledby="missing-forms">
        <Title order={2} size="h3" id="missing-forms">
          {bt('monitoring.missing')}
        </Title>
        {data.missingForms.length === 0 ? (
          <Text c="dimmed">{bt('monitoring.missingNone')}</Text>
        ) : (
          <List>
            {data.missingForms.map((pep) => (
              <List.Item key={pep.id}>
                <Anchor
                  component={Link}
                  to={`/pep/${pep.id}/baptismal-form`}
                  aria-label={bt('monitoring.missingLink', { name: pep.displayName })}
                >
                  {pep.displayName}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <Stack component="section" gap="xs" aria-labelledby="scheduled-people">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="scheduled-people">
            {bt('monitoring.people')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={exportCsv}
            disabled={data.rows.length === 0}
          >
            {bt('monitoring.export')}
          </Button>
        </Group>
        {data.rows.length === 0 ? (
          <Text c="dimmed">{bt('monitoring.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Caption>{bt('monitoring.peopleCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{bt('col.name')}</Table.Th>
                  <Table.Th>{bt('col.stage')}</Table.Th>
                  <Table.Th>{bt('col.soulWinner')}</Table.Th>
                  <Table.Th>{bt('col.flock')}</Table.Th>
                  <Table.Th>{bt('col.form')}</Table.Th>
                  <Table.Th>{bt('col.baptizedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((pep) => (
                  <Table.Tr key={pep.id}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor component={Link} to={`/pep/${pep.id}`}>
                        {pep.displayName}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{stage(pep.stage)}</Table.Td>
                    <Table.Td>{pep.soulWinner?.displayName ?? bt('common.none')}</Table.Td>
                    <Table.Td>{pep.flock?.name ?? bt('common.none')}</Table.Td>
                    <Table.Td>{pep.baptismalForm ? bt('common.yes') : bt('common.no')}</Table.Td>
                    <Table.Td>
                      {pep.baptizedAt
                        ? formatDayIn(pep.baptizedAt, language, zoneOf(pep.localeId))
                        : bt('common.none')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
