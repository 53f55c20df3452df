import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * "Delete …?" for one row of a list (a video, a livestream, a category): asks first, then runs the list's removal;
 * the dialog closes either way and the list says what happened.
 */
export function ConfirmRemoval<T extends { id: string }>({
  item,
  title,
  confirmLabel,
  children,
  remove,
  onClose,
  onRemoved,
  onRefused,
}: {
  /** The row asked about; null: closed. */
  item: T | null;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  remove: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
  onRemoved: (item: T) => void;
  onRefused: (error: Error) => void;
}) {
  return (
    <ConfirmDialog
      opened={item !== null}
      title={title}
      confirmLabel={confirmLabel}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            onRemoved(item);
            onClose();
          },
          onError: (error) => {
            onClose();
            onRefused(error);
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}
