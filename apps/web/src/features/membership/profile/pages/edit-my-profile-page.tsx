import { Button, Divider, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconLock,
  IconPhoto,
  IconQrcode,
  IconSignature,
} from '../../../../components/ui/icons.ts';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { useT } from '../../../../lib/i18n/index.ts';
import { profileSectionLinks } from '../../../../lib/profile/sections.ts';
import { DocumentsPanel } from '../components/documents-panel.tsx';
import { MemberHeader } from '../components/member-header.tsx';
import { PersonalDataForm } from '../components/personal-data-form.tsx';
import { useProfileT } from '../i18n/index.ts';

/** `edit-member`: the signed-in member's whole record on one page, with a way into every section. */
export default function EditMyProfilePage() {
  const t = useT();
  const pt = useProfileT();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820} mx="auto">
      <MemberTargetGate memberId={null}>
        {(target) => (
          <Stack gap="lg">
            <Title order={1} size="h2">
              {pt('editMember.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {pt('editMember.intro')}
            </Text>
            <MemberHeader target={target} />
            <Group gap="sm">
              <Button
                component={Link}
                to="/edit-member-photo"
                variant="light"
                leftSection={<IconPhoto size={18} aria-hidden />}
              >
                {pt('editMember.changePhoto')}
              </Button>
              <Button
                component={Link}
                to="/signature"
                variant="light"
                leftSection={<IconSignature size={18} aria-hidden />}
              >
                {pt('signature.title')}
              </Button>
              <Button
                component={Link}
                to="/view-qr"
                variant="light"
                leftSection={<IconQrcode size={18} aria-hidden />}
              >
                {pt('editMember.qr')}
              </Button>
              <Button
                component={Link}
                to="/edit-password"
                variant="light"
                leftSection={<IconLock size={18} aria-hidden />}
              >
                {t('page.edit-password')}
              </Button>
            </Group>
            <Divider />
            <Title order={2} size="h4">
              {pt('personal.title')}
            </Title>
            <PersonalDataForm target={target} />
            <Divider />
            <nav aria-labelledby="edit-member-sections">
              <Title order={2} size="h4" id="edit-member-sections" mb="xs">
                {pt('editMember.sections')}
              </Title>
              {profileSectionLinks.map(({ section, path, labelKey }) => {
                const done = target.profile.completeness[section] === true;
                return (
                  <NavLink
                    key={section}
                    component={Link}
                    to={path}
                    label={t(labelKey)}
                    description={pt(done ? 'status.complete' : 'status.incomplete')}
                    rightSection={
                      done ? (
                        <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
                      ) : (
                        <IconCircleDashed size={18} color="var(--mantine-color-gray-5)" aria-hidden />
                      )
                    }
                  />
                );
              })}
            </nav>
            <Divider />
            <DocumentsPanel target={target} />
          </Stack>
        )}
      </MemberTargetGate>
    </Paper>
  );
}
