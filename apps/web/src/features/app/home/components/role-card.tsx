import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A card of home about one part of the person's work, named by its heading (a region for assistive tech). */
export function RoleCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
