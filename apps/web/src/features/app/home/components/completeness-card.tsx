import { Anchor, Card, List, Progress, Stack, Text, Title } from '@mantine/core';
import type { Completeness } from '@congregate/contracts';
import { Link } from 'react-router';
import { IconCircleDashed } from '../../../../components/ui/icons.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { completableSectionLinks } from '../../../../lib/profile/sections.ts';

/** How much of the profile is filled in (what the member completes themselves), with links to what is left. */
export function CompletenessCard({ completeness }: { completeness: Completeness }) {
  const t = useT();
  const missing = completableSectionLinks.filter(({ section }) => completeness[section] !== true);
  const total = completableSectionLinks.length;
  const done = total - missing.length;
  const summary = t('home.completenessSummary', { done, total });
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('home.completeness')}
        </Title>
        <Progress value={(done / total) * 100} size="lg" radius="xl" aria-label={summary} />
        <Text size="sm">{summary}</Text>
        {missing.length === 0 ? (
          <Text c="teal" fw={600}>
            {t('home.completeAll')}
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {t('home.toComplete')}
            </Text>
            <List size="sm" spacing={4} icon={<IconCircleDashed size={16} aria-hidden />}>
              {missing.map(({ section, path, labelKey }) => (
                <List.Item key={section}>
                  <Anchor component={Link} to={path}>
                    {t(labelKey)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
