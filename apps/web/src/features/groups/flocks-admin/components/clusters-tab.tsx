import { Table, Text } from '@mantine/core';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useClusters } from '../api/list-clusters.ts';
import { useFlocksAdminT } from '../i18n/index.ts';

/** A locale's clusters (archived flocks left out) with their flock and member counts. */
export function ClustersTab({ localeId, localeName }: { localeId: string; localeName: string }) {
  const ft = useFlocksAdminT();
  const clusters = useClusters(localeId);
  if (clusters.isPending) return <LoadingBlock />;
  if (clusters.isError) return <LoadError error={clusters.error} onRetry={() => void clusters.refetch()} />;
  if (clusters.data.length === 0) return <Text c="dimmed">{ft('clusters.empty')}</Text>;
  return (
    <Table striped>
      <Table.Caption>{ft('clusters.caption', { locale: localeName })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{ft('clusters.name')}</Table.Th>
          <Table.Th scope="col">{ft('clusters.flocks')}</Table.Th>
          <Table.Th scope="col">{ft('clusters.members')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {clusters.data.map((cluster) => (
          <Table.Tr key={cluster.name}>
            <Table.Th scope="row">{cluster.name}</Table.Th>
            <Table.Td>{cluster.flockCount}</Table.Td>
            <Table.Td>{cluster.memberCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
