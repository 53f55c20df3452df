import { Button, Group, Text } from '@mantine/core';
import type { FlyerFormat } from '@congregate/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useFlyersT } from '../i18n/index.ts';

/** The two share pages link to each other: `flyers/{memberId}` (square post) and `flyers2/{memberId}` (story). */
export function FormatSwitch({ memberId, current }: { memberId: string; current: FlyerFormat }) {
  const ft = useFlyersT();
  const labelId = useId();
  const options: { format: FlyerFormat; to: string; label: string }[] = [
    { format: 'square', to: `/flyers/${memberId}`, label: ft('format.square') },
    { format: 'story', to: `/flyers2/${memberId}`, label: ft('format.story') },
  ];
  return (
    <Group gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600}>
        {ft('format.label')}
      </Text>
      {options.map(({ format, to, label }) => (
        <Button
          key={format}
          component={Link}
          to={to}
          replace
          size="compact-md"
          variant={format === current ? 'filled' : 'default'}
          aria-current={format === current ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
