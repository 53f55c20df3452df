import type { Category } from '@congregate/contracts';
import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CategoryManager } from '../../../../components/categories/category-manager.tsx';
import { CategoryPopover } from '../../../../components/categories/category-popover.tsx';
import { useCategoriesT } from '../../../../components/categories/i18n/index.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import {
  NotAllowed,
  useSignedInAccess,
  type SignedInAccess,
} from '../../../../components/ui/permission-gate.tsx';
import { useCategories } from '../../../../lib/categories/api/list-categories.ts';
import { useRemoveCategory } from '../../../../lib/categories/api/remove-category.ts';
import { useUpdateCategory } from '../../../../lib/categories/api/update-category.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { recordBoardKeys } from '../../../../lib/query-keys.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useBoardSettings } from '../api/get-settings.ts';
import { useRecordBoardT } from '../i18n/index.ts';
import { boardLocale } from '../lib/board-locale.ts';

function ManageCategories({ signedIn }: { signedIn: SignedInAccess }) {
  const rt = useRecordBoardT();
  const ct = useCategoriesT();
  const [params] = useUrlParams();
  const locales = useLocales();
  const { localeId } = boardLocale(signedIn, locales.data ?? [], params.get('localeId'));
  const settings = useBoardSettings(localeId);
  const categories = useCategories('record-board', localeId);
  const update = useUpdateCategory([recordBoardKeys.lists()]);
  const remove = useRemoveCategory([recordBoardKeys.lists()]);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (!localeId) return <NotAllowed title={rt('notAllowed.title')} body={rt('notAllowed.body')} />;
  if (settings.isPending || categories.isPending) return <LoadingBlock />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (categories.isError)
    return <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  const canManage = settings.data.canManage;
  const changeable = (category: Category) => canManage && category.localeId !== null;

  return (
    <PageCard
      title={rt('manage.title')}
      intro={canManage ? rt('manage.intro') : rt('manage.readOnly')}
      actions={
        <Button component={Link} to={`/rrb?localeId=${localeId}`} variant="default">
          {rt('manage.toBoard')}
        </Button>
      }
    >
      {canManage && (
        <CategoryPopover
          kind="record-board"
          localeId={localeId}
          value={editing}
          onChange={(id) => {
            setNotice(null);
            setEditing(id);
          }}
          label={rt('manage.pick')}
          noneLabel={rt('manage.pickNone')}
          canCreate
        />
      )}
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <CategoryManager<Category>
        categories={categories}
        changeable={changeable}
        update={update}
        remove={remove}
        editing={editing}
        onEditingChange={setEditing}
        texts={{
          name: rt('manage.name'),
          save: rt('manage.save'),
          cancel: rt('form.cancel'),
          nameRequired: ct('nameRequired'),
          nameTaken: ct('nameTaken'),
          empty: rt('manage.empty'),
          count: (category) =>
            category.entryCount === 1
              ? rt('manage.entriesOne')
              : rt('manage.entries', { count: category.entryCount ?? 0 }),
          shared: rt('manage.shared'),
          rename: (name) => rt('manage.rename', { name }),
          delete: (name) => rt('manage.delete', { name }),
          deleteTitle: () => rt('manage.deleteTitle'),
          deleteBody: (category) => rt('manage.deleteBody', { name: category.name }),
          deleteConfirm: rt('manage.deleteConfirm'),
          saved: () => rt('manage.saved'),
        }}
        onOutcome={(text) => setNotice({ ok: true, text })}
        onRefused={(text) => setNotice({ ok: false, text })}
        onStart={() => setNotice(null)}
      />
    </PageCard>
  );
}

/**
 * `category-popover` (`?localeId=`): the record board's categories through the one category picker — made
 * inline in the picker, renamed, recoloured and deleted (asks first; entries keep going without one) by the
 * locale's admins; a read-only list for members.
 */
export default function RecordCategoriesPage() {
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  return <ManageCategories signedIn={{ profile: state.profile, access: state.access }} />;
}
