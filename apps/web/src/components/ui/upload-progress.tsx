import { Progress, Stack, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/index.ts';

/** Upload progress, announced to screen readers. */
export function UploadProgress({ percent }: { percent: number }) {
  const t = useT();
  const label = t('common.uploading', { percent });
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={label} animated striped />
      <Text size="sm" role="status">
        {label}
      </Text>
    </Stack>
  );
}
