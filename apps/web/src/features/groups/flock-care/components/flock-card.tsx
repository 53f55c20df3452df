import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the flock page, a region named by its heading. */
export function FlockCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
