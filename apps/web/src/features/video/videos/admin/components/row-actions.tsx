import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '../../../../../components/ui/icons.ts';

/** A row's "Edit" and "Delete" buttons (videos, livestreams), each named with the row's title for screen readers. */
export function EditDeleteButtons({
  labels,
  onEdit,
  onDelete,
}: {
  labels: { edit: string; editLabel: string; delete: string; deleteLabel: string };
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconPencil size={14} />}
        onClick={onEdit}
        aria-label={labels.editLabel}
      >
        {labels.edit}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={14} />}
        onClick={onDelete}
        aria-label={labels.deleteLabel}
      >
        {labels.delete}
      </Button>
    </>
  );
}
