import type { RemovalOutcome } from '@congregate/contracts';
import { useState } from 'react';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useFlocksAdminT } from '../i18n/index.ts';

interface Archivable {
  id: string;
  name: string;
  archived: boolean;
}

/**
 * Archive or restore, and delete, of a flock or a group: the one asked about in the delete dialog, the outcome
 * said through `onOutcome` (deleted, or kept archived because it has history), or why the server refused.
 */
export function useArchiveOrDelete<T extends Archivable>({
  setArchived,
  remove,
  onOutcome,
}: {
  setArchived: (item: T, archived: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<RemovalOutcome>;
  onOutcome: (message: string) => void;
}) {
  const ft = useFlocksAdminT();
  const refusal = useRefusalMessage();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const archive = async (item: T) => {
    try {
      await setArchived(item, !item.archived);
      onOutcome(ft(item.archived ? 'done.restored' : 'done.archived', { name: item.name }));
    } catch (error) {
      setProblem(refusal(error));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id, name } = deleting;
    try {
      const answer = await remove(id);
      onOutcome(ft(answer.outcome === 'deleted' ? 'delete.deleted' : 'delete.keptArchived', { name }));
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setDeleting(null);
    }
  };

  return { archive, deleting, setDeleting, confirmDelete, problem };
}
