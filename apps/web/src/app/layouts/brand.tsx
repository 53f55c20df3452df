import { Group, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/index.ts';

export function Brand() {
  const t = useT();
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/icons/icon.svg" alt="" width={28} height={28} />
      <Text fw={800} fz="lg">
        {t('app.name')}
      </Text>
    </Group>
  );
}
