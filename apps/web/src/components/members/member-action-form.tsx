import { Alert, Button, Group } from '@mantine/core';
import type { ComponentType } from 'react';
import type { MemberTarget } from '../../lib/members/index.ts';
import { IconCircleCheck } from '../ui/icons.ts';
import { MemberTargetGate } from '../ui/member-target-gate.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { BackToManage } from './managed-member.tsx';
import type { MemberActionFormProps } from './member-actions.tsx';

/**
 * A form that changes one member (flock, type, transfer). On its own page the outcome shows in place; in a
 * dialog over a member list (`onDone`), the dialog closes with it and `onCancel` offers a way out.
 */
export interface MemberTargetFormProps {
  target: MemberTarget;
  onDone?: (outcome: string) => void;
  onCancel?: () => void;
}

/** The form's own page shows what was saved, or why not, above the fields. */
export function MemberFormFeedback({ done, failure }: { done?: string | null; failure: string | null }) {
  return (
    <>
      {done && (
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          {done}
        </Alert>
      )}
      {failure && (
        <Alert role="alert" color="red">
          {failure}
        </Alert>
      )}
    </>
  );
}

/**
 * Save, and Cancel in a dialog; on the form's own page, the way back to the hub instead. `busy`: the change is
 * being sent, so Cancel waits for it.
 */
export function MemberFormActions({
  submitLabel,
  busy,
  loading = false,
  disabled = false,
  onCancel,
  localeId,
}: {
  submitLabel: string;
  busy: boolean;
  loading?: boolean;
  disabled?: boolean;
  onCancel: (() => void) | undefined;
  localeId: string;
}) {
  const t = useT();
  return (
    <>
      <Group gap="sm">
        <Button type="submit" loading={loading} disabled={disabled}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
      </Group>
      {!onCancel && <BackToManage localeId={localeId} />}
    </>
  );
}

/** The form in a dialog over a member list: loads the member (the shared gate refuses one out of scope). */
export function MemberActionDialog({
  memberId,
  onDone,
  onCancel,
  form: Form,
}: MemberActionFormProps & { form: ComponentType<MemberTargetFormProps> }) {
  return (
    <MemberTargetGate memberId={memberId}>
      {(target) => <Form target={target} onDone={onDone} onCancel={onCancel} />}
    </MemberTargetGate>
  );
}
