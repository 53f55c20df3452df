import {
  Anchor,
  Avatar,
  Box,
  Divider,
  Drawer,
  Group,
  NavLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { Profile } from '@congregate/contracts';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle.tsx';
import { IconCircleCheck, IconCircleDashed, IconLogout, IconShieldLock } from '../../components/ui/icons.ts';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { getWebConfig } from '../../lib/api/index.ts';
import { useT } from '../../lib/i18n/index.ts';
import { photoUrl } from '../../lib/media/photo-url.ts';
import { profileSectionLinks } from '../../lib/profile/sections.ts';

export interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  profile: Profile;
  isAdmin: boolean;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The side menu of spec section 2: who you are, the ten profile sections with their state, sign out. */
export default function SideMenu({
  opened,
  onClose,
  profile,
  isAdmin,
  onSignOut,
  signingOut,
}: SideMenuProps) {
  const t = useT();
  const { member, completeness } = profile;
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('shell.sideMenu')} size={320} padding="md">
      <Stack gap="sm">
        <Group wrap="nowrap" gap="sm">
          <Avatar
            src={photoUrl(member.photo, getWebConfig().mediaHost)}
            alt={t('menu.photoAlt', { name })}
            size={64}
            radius="xl"
          />
          <Box miw={0}>
            <Text fw={700} truncate>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {t('menu.memberId', { id: member.customId })}
            </Text>
            {isAdmin && (
              <Anchor component={Link} to="/admin-page" size="sm" onClick={onClose}>
                <Group gap={4} component="span">
                  <IconShieldLock size={14} aria-hidden />
                  {t('menu.adminLink')}
                </Group>
              </Anchor>
            )}
          </Box>
        </Group>
        <Divider />
        <nav aria-label={t('menu.profileSections')}>
          {profileSectionLinks.map(({ section, path, labelKey }) => {
            const done = completeness[section] === true;
            return (
              <NavLink
                key={section}
                component={Link}
                to={path}
                onClick={onClose}
                label={t(labelKey)}
                rightSection={
                  <>
                    {done ? (
                      <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
                    ) : (
                      <IconCircleDashed size={18} color="var(--mantine-color-gray-5)" aria-hidden />
                    )}
                    <VisuallyHidden>{done ? t('menu.complete') : t('menu.incomplete')}</VisuallyHidden>
                  </>
                }
              />
            );
          })}
        </nav>
        <Divider />
        <Group justify="space-between">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
        <NavLink
          component="button"
          type="button"
          label={t('common.signOut')}
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onSignOut}
          disabled={signingOut}
          c="red"
        />
      </Stack>
    </Drawer>
  );
}
