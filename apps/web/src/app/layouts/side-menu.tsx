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
import type { Permission, Profile } from '@congregate/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle.tsx';
import {
  IconBell,
  IconCircleCheck,
  IconCircleDashed,
  IconLogout,
  IconShieldLock,
} from '../../components/ui/icons.ts';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { useShowAll } from '../../components/ui/show-all.tsx';
import { getWebConfig } from '../../lib/api/index.ts';
import { useT } from '../../lib/i18n/index.ts';
import { photoUrl } from '../../lib/media/photo-url.ts';
import { MENU_GROUP_SHOWN, menuGroupsFor, type MenuGroup } from './menu-groups.ts';

export interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  profile: Profile;
  isAdmin: boolean;
  /** What the signed-in person's roles allow (user access): which role pages to link. */
  permissions?: readonly Permission[];
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * The side menu of spec section 2: who you are, then the pages by area — the groups of the person's work first
 * (a leader's flock, a secretary's locale, finance), then their own (me, the profile sections with their state,
 * church life, inviting) — each showing at most seven links before "Show all (N)"; language, theme, sign out.
 */
export default function SideMenu({
  opened,
  onClose,
  profile,
  isAdmin,
  permissions = [],
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
        {menuGroupsFor(permissions).map((group) => (
          <LinkGroup key={group.id} group={group} completeness={completeness} onClose={onClose} />
        ))}
        <Group justify="space-between">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
        <NavLink
          component={Link}
          to="/notification-settings"
          onClick={onClose}
          label={t('page.notification-settings')}
          leftSection={<IconBell size={18} aria-hidden />}
        />
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

/**
 * One area of the side menu: its heading, its first links (a profile section with its complete or incomplete
 * mark, any other page with its icon) and, past seven, "Show all (N)".
 */
function LinkGroup({
  group,
  completeness,
  onClose,
}: {
  group: MenuGroup;
  completeness: Profile['completeness'];
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const listId = `${id}-links`;
  const { shown, control } = useShowAll(group.links, MENU_GROUP_SHOWN, listId);
  return (
    <>
      <nav aria-labelledby={headingId}>
        <Text id={headingId} component="h3" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
          {t(group.labelKey)}
        </Text>
        <div id={listId}>
          {shown.map(({ to, labelKey, icon: Icon, section }) => {
            const done = section !== undefined && completeness[section] === true;
            return (
              <NavLink
                key={to}
                component={Link}
                to={to}
                onClick={onClose}
                label={t(labelKey)}
                leftSection={Icon && <Icon size={18} aria-hidden />}
                rightSection={
                  section && (
                    <>
                      {done ? (
                        <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
                      ) : (
                        <IconCircleDashed size={18} color="var(--mantine-color-gray-5)" aria-hidden />
                      )}
                      <VisuallyHidden>{done ? t('menu.complete') : t('menu.incomplete')}</VisuallyHidden>
                    </>
                  )
                }
              />
            );
          })}
        </div>
        {control}
      </nav>
      <Divider />
    </>
  );
}
