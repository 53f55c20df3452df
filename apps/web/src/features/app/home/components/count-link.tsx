import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * One line of what waits: the count, large, and what it counts, together as one link to the page where it is
 * done ("3 Registrations to endorse"). The count may be a lower bound ("25+").
 */
export function CountLink({ count, label, to }: { count: string | number; label: string; to: string }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <Anchor component={Link} to={to} underline="hover">
        <Group component="span" gap="sm" wrap="nowrap">
          <Text span fw={700} fz="xl" miw="2.5ch" ta="end" c={count === 0 ? 'dimmed' : undefined}>
            {count}
          </Text>{' '}
          <Text span>{label}</Text>
        </Group>
      </Anchor>
    </Group>
  );
}

/** A list of `CountLink`s, without bullets. */
export const countListStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
