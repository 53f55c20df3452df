import type { PepDuplicates } from '@congregate/contracts';
import { Alert, Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { usePepsT } from '../i18n/index.ts';

/** "Maybe already known: …": PEPs and members of the locale with the same name and mobile or e-mail. */
export function DuplicateHints({
  duplicates,
  canOpenMembers,
}: {
  duplicates: PepDuplicates;
  canOpenMembers: boolean;
}) {
  const pt = usePepsT();
  if (duplicates.peps.length === 0 && duplicates.members.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertCircle />} title={pt('add.duplicatesTitle')} role="status">
      <List size="sm" spacing={4}>
        {duplicates.peps.map((pep) => (
          <List.Item key={pep.id}>
            <Anchor component={Link} to={`/pep/${pep.id}`}>
              {pt('add.duplicatePep', { name: pep.displayName, stage: pt(`stage.${pep.stage}`) })}
            </Anchor>
          </List.Item>
        ))}
        {duplicates.members.map((member) => (
          <List.Item key={member.id}>
            {canOpenMembers ? (
              <Anchor component={Link} to={`/edit-member2?memberId=${member.id}`}>
                {pt('add.duplicateMember', { name: member.displayName, id: member.customId })}
              </Anchor>
            ) : (
              pt('add.duplicateMember', { name: member.displayName, id: member.customId })
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
