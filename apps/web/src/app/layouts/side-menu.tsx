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
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle.tsx';
import {
  IconBell,
  IconCalendarEvent,
  IconChartLine,
  IconCircleCheck,
  IconCircleDashed,
  IconClipboardCheck,
  IconFaceId,
  IconFileText,
  IconHeart,
  IconId,
  IconLogout,
  IconMapPin,
  IconMessage,
  IconQrcode,
  IconUserPlus,
  IconUsersGroup,
  IconShieldLock,
  IconShare,
  IconSignature,
} from '../../components/ui/icons.ts';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { getWebConfig } from '../../lib/api/index.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import { photoUrl } from '../../lib/media/photo-url.ts';
import { countsInProgress, profileSectionLinks } from '../../lib/profile/sections.ts';

/** The member's pages beyond the ten sections: the whole record, the signature, their church, face check-in. */
const moreLinks: readonly { to: string; labelKey: MessageKey; icon: typeof IconId }[] = [
  { to: '/edit-member', labelKey: 'menu.wholeProfile', icon: IconId },
  { to: '/house-hold', labelKey: 'menu.household', icon: IconUsersGroup },
  { to: '/signature', labelKey: 'menu.signature', icon: IconSignature },
  { to: '/locale-information', labelKey: 'menu.myChurch', icon: IconMapPin },
  { to: '/face-recognition', labelKey: 'menu.faceCheckIn', icon: IconFaceId },
  { to: '/search-pep-modal', labelKey: 'menu.myPeps', icon: IconUsersGroup },
  { to: '/flock-pep-add-modal', labelKey: 'menu.addPep', icon: IconUserPlus },
  { to: '/event-soulwinner', labelKey: 'menu.soulWinners', icon: IconChartLine },
  { to: '/flyer-modal', labelKey: 'menu.inviteFriends', icon: IconShare },
  { to: '/group-register', labelKey: 'menu.groups', icon: IconUsersGroup },
  { to: '/rrb', labelKey: 'menu.recordBoard', icon: IconFileText },
  { to: '/transactions', labelKey: 'menu.giving', icon: IconHeart },
];

/** Pages of a role: shown to those whose roles give the permission (a flock leader, an admin). */
const roleLinks: readonly {
  to: string;
  labelKey: MessageKey;
  icon: typeof IconId;
  permission: Permission;
}[] = [
  { to: '/flock-page', labelKey: 'menu.myFlock', icon: IconUsersGroup, permission: 'flock.view' },
  {
    to: '/flock-attendance-modal',
    labelKey: 'menu.flockAttendance',
    icon: IconClipboardCheck,
    permission: 'flock.attendance',
  },
  {
    to: '/admin-attendances',
    labelKey: 'menu.attendanceRecords',
    icon: IconCalendarEvent,
    permission: 'checkin.run',
  },
  {
    to: '/flock-summary-report',
    labelKey: 'menu.flockSummary',
    icon: IconChartLine,
    permission: 'flock.attendance',
  },
  { to: '/flock-awards', labelKey: 'menu.awards', icon: IconCircleCheck, permission: 'flock.view' },
  {
    to: '/locale-attendance',
    labelKey: 'menu.localeAttendance',
    icon: IconChartLine,
    permission: 'members.view',
  },
  {
    to: '/summary-report',
    labelKey: 'menu.summaryReport',
    icon: IconChartLine,
    permission: 'members.view',
  },
  { to: '/admin-pep', labelKey: 'menu.peps', icon: IconUsersGroup, permission: 'members.view' },
  {
    to: '/baptism-monitoring',
    labelKey: 'menu.baptismMonitoring',
    icon: IconClipboardCheck,
    permission: 'members.manage',
  },
  { to: '/baptism-scanner', labelKey: 'menu.baptismScanner', icon: IconQrcode, permission: 'members.manage' },
  {
    to: '/admin-newly-baptized',
    labelKey: 'menu.newlyBaptized',
    icon: IconCircleCheck,
    permission: 'members.manage',
  },
  { to: '/admin-events', labelKey: 'menu.events', icon: IconCalendarEvent, permission: 'members.manage' },
  {
    to: '/admin-groups',
    labelKey: 'menu.flocksAndGroups',
    icon: IconUsersGroup,
    permission: 'members.manage',
  },
  {
    to: '/admin-announcements',
    labelKey: 'menu.announcements',
    icon: IconMessage,
    permission: 'members.manage',
  },
  { to: '/admin-rsvp', labelKey: 'menu.rsvps', icon: IconClipboardCheck, permission: 'members.manage' },
  { to: '/minister-page', labelKey: 'menu.minister', icon: IconChartLine, permission: 'members.manage' },
  { to: '/entry', labelKey: 'menu.entry', icon: IconQrcode, permission: 'flock.attendance' },
  {
    to: '/flock-rsvp-add-modal',
    labelKey: 'menu.rsvpAdd',
    icon: IconUserPlus,
    permission: 'flock.attendance',
  },
];

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
 * The side menu of spec section 2: who you are, the ten profile sections with their state, the member's
 * other pages (whole record, signature, their church), sign out.
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
  const mine = roleLinks.filter((link) => permissions.includes(link.permission));
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
            // Attendance and the password are not to complete: no mark (progress leaves them out).
            const marked = countsInProgress(section);
            return (
              <NavLink
                key={section}
                component={Link}
                to={path}
                onClick={onClose}
                label={t(labelKey)}
                rightSection={
                  marked && (
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
        </nav>
        <Divider />
        <LinkGroup label={t('menu.more')} links={moreLinks} onClose={onClose} />
        <Divider />
        {mine.length > 0 && (
          <>
            <LinkGroup label={t('menu.roleWork')} links={mine} onClose={onClose} />
            <Divider />
          </>
        )}
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

/** A labelled group of the side menu's page links, each with its icon. */
function LinkGroup({
  label,
  links,
  onClose,
}: {
  label: string;
  links: readonly { to: string; labelKey: MessageKey; icon: typeof IconId }[];
  onClose: () => void;
}) {
  const t = useT();
  return (
    <nav aria-label={label}>
      {links.map(({ to, labelKey, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          onClick={onClose}
          label={t(labelKey)}
          leftSection={<Icon size={18} aria-hidden />}
        />
      ))}
    </nav>
  );
}
