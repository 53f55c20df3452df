import { Fieldset, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MemberSummary } from '../../../../components/members/managed-member.tsx';
import {
  MemberActionDialog,
  MemberFormActions,
  MemberFormFeedback,
  type MemberTargetFormProps,
} from '../../../../components/members/member-action-form.tsx';
import type { MemberActionFormProps } from '../../../../components/members/member-actions.tsx';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { useSetMemberPlacement } from '../api/set-member-placement.ts';
import { usePlacementT } from '../i18n/index.ts';
import { groupFlocks } from '../lib/flock-groups.ts';
import { placementError } from './placement-feedback.ts';

const NO_FLOCK = 'none';
/** With more flocks than this, a filter box helps find one. */
const FILTER_FROM = 8;

/**
 * Puts the member in one of their locale's flocks (by cluster), or in none. On its page (`group-modal`)
 * the outcome shows in place; in a dialog over a member list (`onDone`), the dialog closes with it.
 */
export function FlockForm({ target, onDone, onCancel }: MemberTargetFormProps) {
  const mt = usePlacementT();
  const loadError = useLoadErrorMessage();
  const { member } = target.profile;
  const flocks = useLocaleFlocks(member.currentLocale);
  const save = useSetMemberPlacement(target.memberId, target.profile.member.version);
  const [choice, setChoice] = useState(member.flockId ?? NO_FLOCK);
  const [filter, setFilter] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${member.firstName} ${member.lastName}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const flockId = choice === NO_FLOCK ? null : choice;
    if (flockId === member.flockId) {
      setDone(mt('placement.unchanged', { what: mt('placement.whatFlock') }));
      return;
    }
    save.mutate(
      { flockId },
      {
        onSuccess: async (updated) => {
          await target.refresh().catch(() => undefined);
          const outcome = updated.flockName
            ? mt('group.saved', { name, flock: updated.flockName })
            : mt('group.cleared', { name });
          if (onDone) onDone(outcome);
          else setDone(outcome);
        },
        onError: (error) => setFailure(placementError(error, loadError)),
      },
    );
  };

  if (flocks.isPending) return <LoadingBlock />;
  if (flocks.isError) return <LoadError error={flocks.error} onRetry={() => void flocks.refetch()} />;
  const groups = groupFlocks(flocks.data.flocks, filter);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MemberSummary
          target={target}
          detail={
            member.flockName
              ? mt('target.current.flock', { flock: member.flockName })
              : mt('target.current.noFlock')
          }
        />
        <MemberFormFeedback done={done} failure={failure} />
        {flocks.data.flocks.length === 0 && <Text c="dimmed">{mt('group.emptyLocale')}</Text>}
        {flocks.data.flocks.length > FILTER_FROM && (
          <TextInput
            label={mt('group.filter')}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        )}
        <Radio.Group
          label={mt('group.choose', { locale: member.currentLocaleName })}
          value={choice}
          onChange={setChoice}
        >
          <Stack gap="md" mt="xs">
            <Radio value={NO_FLOCK} label={mt('group.none')} description={mt('group.noneHint')} />
            {groups.map((group) => (
              <Fieldset key={group.cluster} legend={group.cluster} variant="unstyled">
                <Stack gap="xs">
                  {group.flocks.map((flock) => (
                    <Radio key={flock.id} value={flock.id} label={flock.name} />
                  ))}
                </Stack>
              </Fieldset>
            ))}
            {filter.trim() && groups.length === 0 && (
              <Text c="dimmed">{mt('group.noMatch', { q: filter.trim() })}</Text>
            )}
          </Stack>
        </Radio.Group>
        <MemberFormActions
          submitLabel={mt('group.save')}
          busy={save.isPending}
          loading={save.isPending}
          onCancel={onCancel}
          localeId={member.currentLocale}
        />
      </Stack>
    </form>
  );
}

/** "Assign a flock" in a dialog over a member list (the app hands it to the lists: `app/member-actions.ts`). */
export default function AssignFlockDialogForm(props: MemberActionFormProps) {
  return <MemberActionDialog {...props} form={FlockForm} />;
}
