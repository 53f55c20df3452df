import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IconFaceId, IconPhoto, IconSignature } from '../../../../components/ui/icons.ts';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { useT } from '../../../../lib/i18n/index.ts';
import { DestinationsList } from '../components/destinations-list.tsx';
import { DocumentsPanel } from '../components/documents-panel.tsx';
import { MemberHeader } from '../components/member-header.tsx';
import { PersonalDataForm } from '../components/personal-data-form.tsx';
import { SectionPanel } from '../components/section-panel.tsx';
import { useProfileT } from '../i18n/index.ts';
import {
  addressSection,
  educationSection,
  jobSpecSection,
  relativeSection,
  skillSection,
  spiritualSection,
  workSection,
} from '../sections/section-specs.ts';

const sections = [
  addressSection,
  relativeSection,
  jobSpecSection,
  educationSection,
  workSection,
  skillSection,
  spiritualSection,
];

/** `edit-member2?memberId=…`: an admin's full edit of a member they look after (403 outside their scope). */
export default function EditMemberProfilePage() {
  const t = useT();
  const pt = useProfileT();
  const [params] = useSearchParams();
  const memberId = params.get('memberId');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={920} mx="auto">
      {!memberId ? (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('page.edit-member2')}
          </Title>
          <Alert color="yellow">{pt('editMember2.missingId')}</Alert>
        </Stack>
      ) : (
        <MemberTargetGate memberId={memberId}>
          {(target) => {
            const { member } = target.profile;
            const link = (path: string) => `${path}?memberId=${encodeURIComponent(target.memberId)}`;
            return (
              <Stack gap="lg">
                <Title order={1} size="h2">
                  {pt('editMember2.title', { name: `${member.firstName} ${member.lastName}`.trim() })}
                </Title>
                <Text c="dimmed" size="sm">
                  {pt('editMember2.intro', { id: member.customId, locale: member.currentLocaleName })}
                </Text>
                <MemberHeader target={target} />
                <Group gap="sm">
                  <Button
                    component={Link}
                    to={link('/edit-member-photo')}
                    variant="light"
                    leftSection={<IconPhoto size={18} aria-hidden />}
                  >
                    {pt('editMember.changePhoto')}
                  </Button>
                  <Button
                    component={Link}
                    to={link('/signature')}
                    variant="light"
                    leftSection={<IconSignature size={18} aria-hidden />}
                  >
                    {pt('signature.title')}
                  </Button>
                  <Button
                    component={Link}
                    to={link('/face-recognition')}
                    variant="light"
                    leftSection={<IconFaceId size={18} aria-hidden />}
                  >
                    {pt('editMember2.faceCheckIn')}
                  </Button>
                </Group>
                <Divider />
                <Title order={2} size="h4">
                  {pt('personal.title')}
                </Title>
                <PersonalDataForm target={target} />
                {sections.map((section) => (
                  <Fragment key={section.id}>
                    <Divider />
                    <SectionPanel
                      section={section}
                      target={target}
                      showNoneToAdd={section !== jobSpecSection}
                    />
                  </Fragment>
                ))}
                <Divider />
                <DestinationsList target={target} />
                <Divider />
                <DocumentsPanel target={target} />
              </Stack>
            );
          }}
        </MemberTargetGate>
      )}
    </Paper>
  );
}
