import { Modal } from '@mantine/core';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUrlParams } from '../../lib/routing/use-url-params.ts';
import { LoadingBlock } from '../ui/load-error.tsx';
import { useMembersT } from './i18n/index.ts';
import { memberActions, useMemberActionForms, type MemberAction } from './member-actions.tsx';

/** The query string parameters of an open action dialog: `?action=flock&memberId=…`. */
const ACTION_PARAM = 'action';
const MEMBER_PARAM = 'memberId';
/** History state marking an entry the list pushed to open a dialog, so closing it goes back instead. */
const OPENED_HERE = 'memberActionOpenedHere';

function isMemberAction(value: string | null): value is MemberAction {
  return (memberActions as readonly string[]).includes(value ?? '');
}

/**
 * The action dialog of a list page, kept in the URL: opening it adds a history entry (the phone's Back
 * closes it); closing it (cancel, or done) goes back to the entry it came from, so Back never lands on a
 * dialog whose work is done. A dialog opened from a link (no entry of ours before it) closes in place.
 */
export function useMemberActionDialog() {
  const [params, setParams] = useUrlParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = params.get(ACTION_PARAM);
  const action = isMemberAction(requested) ? requested : null;
  const memberId = action ? params.get(MEMBER_PARAM) : null;
  const openedHere = (location.state as Record<string, unknown> | null)?.[OPENED_HERE] === true;

  const open = (next: MemberAction, id: string) =>
    setParams(
      (current) => {
        current.set(ACTION_PARAM, next);
        current.set(MEMBER_PARAM, id);
        return current;
      },
      { state: { [OPENED_HERE]: true } },
    );
  const close = () => {
    if (openedHere) void navigate(-1);
    else
      setParams(
        (current) => {
          current.delete(ACTION_PARAM);
          current.delete(MEMBER_PARAM);
          return current;
        },
        { replace: true },
      );
  };
  return { action, memberId, open, close };
}

/** The dialog of `action` about `memberId`, over the page; `onDone` gets the outcome once saved. */
export function MemberActionDialog({
  action,
  memberId,
  onDone,
  onClose,
}: {
  action: MemberAction | null;
  memberId: string | null;
  onDone: (outcome: string) => void;
  onClose: () => void;
}) {
  const mt = useMembersT();
  const forms = useMemberActionForms();
  const Form = action && forms ? forms[action] : null;
  const opened = Form !== null && memberId !== null;
  return (
    <Modal opened={opened} onClose={onClose} title={action ? mt(`action.${action}`) : ''} size="lg">
      {opened && (
        <Suspense fallback={<LoadingBlock />}>
          <Form memberId={memberId} onDone={onDone} onCancel={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
