import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMyAttendanceSummary } from '../../../../lib/attendance/api/get-my-attendance-summary.ts';
import { useHomeRolesT } from '../i18n/index.ts';
import { RoleCard } from './role-card.tsx';

/**
 * The member's week (`GET attendance/me`): whether they checked in this week and how many weeks in a row.
 * Nothing until it is known, nor when it cannot be (an account with no member record): home stays usable.
 */
export default function MyWeekCard() {
  const ht = useHomeRolesT();
  const summary = useMyAttendanceSummary();
  if (!summary.data) return null;
  const { attendedThisWeek, streakWeeks } = summary.data;
  return (
    <RoleCard title={ht('myWeek.title')}>
      <Text>{attendedThisWeek ? ht('myWeek.came') : ht('myWeek.notYet')}</Text>
      {streakWeeks > 0 && <Text fw={600}>{ht('myWeek.streak', { count: streakWeeks })}</Text>}
      <Anchor component={Link} to="/tabs/my-attendance" size="sm">
        {ht('myWeek.link')}
      </Anchor>
    </RoleCard>
  );
}
