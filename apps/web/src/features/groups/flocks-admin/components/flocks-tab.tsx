import type { GroupFlock } from '@congregate/contracts';
import { Badge, Text } from '@mantine/core';
import { useGroupFlocks } from '../../../../lib/groups/api/list-group-flocks.ts';
import { useRemoveFlock } from '../api/remove-flock.ts';
import { useUpdateFlock } from '../api/update-flock.ts';
import { useFlocksAdminT } from '../i18n/index.ts';
import { ArchivableList } from './archivable-list.tsx';
import { FlockForm } from './flock-form.tsx';

/** A locale's flocks: search, create, edit (name, cluster, staff), archive or restore, delete. */
export function FlocksTab({
  localeId,
  onOutcome,
}: {
  localeId: string;
  onOutcome: (message: string) => void;
}) {
  const ft = useFlocksAdminT();
  const update = useUpdateFlock();
  const remove = useRemoveFlock();

  return (
    <ArchivableList<GroupFlock>
      localeId={localeId}
      useList={useGroupFlocks}
      setArchived={(flock, archived) => update.mutateAsync({ flockId: flock.id, body: { archived } })}
      remove={remove}
      onOutcome={onOutcome}
      texts={{
        search: ft('flocks.search'),
        showArchived: ft('flocks.showArchived'),
        new: ft('flocks.new'),
        empty: ft('flocks.empty'),
        noMatch: (q) => ft('flocks.noMatch', { q }),
        newTitle: ft('flockForm.newTitle'),
        editTitle: (name) => ft('flockForm.editTitle', { name }),
        deleteBody: ft('delete.flockBody'),
      }}
      badge={(flock) => <Badge variant="light">{ft('flocks.cluster', { cluster: flock.cluster })}</Badge>}
      details={(flock) => (
        <>
          <Text size="sm">{ft('flocks.members', { count: flock.memberCount })}</Text>
          {flock.leaders.length === 0 ? (
            <Text size="sm" c="dimmed">
              {ft('flocks.noStaff')}
            </Text>
          ) : (
            <Text size="sm">
              {flock.leaders.map((l) => `${l.name} (${ft(`position.${l.position}`)})`).join(', ')}
            </Text>
          )}
        </>
      )}
      form={(flock, done) => (
        <FlockForm localeId={localeId} flock={flock} onCancel={() => done(null)} onDone={done} />
      )}
    />
  );
}
