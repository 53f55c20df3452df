import { Divider, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { OtherMemberNote } from './other-member-note.tsx';
import { SectionPanel } from './section-panel.tsx';
import type { SectionSpec } from '../sections/section-specs.ts';

/**
 * A side-menu list page: one section (its heading is the page's h1), or several under `title`,
 * for the signed-in member or — with `?memberId=` — a member an admin looks after.
 */
export function SectionPage({
  sections,
  title,
  after,
}: {
  sections: readonly SectionSpec[];
  title?: string;
  after?: (target: MemberTarget) => ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820} mx="auto">
      <MemberTargetGate>
        {(target) => (
          <Stack gap="lg">
            <OtherMemberNote target={target} />
            {title && (
              <Title order={1} size="h2">
                {title}
              </Title>
            )}
            {sections.map((section, index) => (
              <Stack key={section.id} gap="lg">
                {index > 0 && <Divider />}
                <SectionPanel
                  section={section}
                  target={target}
                  headingLevel={title ? 2 : 1}
                  showNoneToAdd={index === 0}
                />
              </Stack>
            ))}
            {after && (
              <>
                <Divider />
                {after(target)}
              </>
            )}
          </Stack>
        )}
      </MemberTargetGate>
    </Paper>
  );
}
