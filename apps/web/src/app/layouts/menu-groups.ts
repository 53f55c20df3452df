import type { Permission, ProfileSection } from '@congregate/contracts';
import {
  IconCalendarEvent,
  IconChartLine,
  IconCircleCheck,
  IconClipboardCheck,
  IconFaceId,
  IconFileText,
  IconHeart,
  IconId,
  IconLock,
  IconMapPin,
  IconMessage,
  IconQrcode,
  IconShare,
  IconSignature,
  IconUserPlus,
  IconUsersGroup,
} from '../../components/ui/icons.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { countsInProgress, profileSectionLinks } from '../../lib/profile/sections.ts';

/** How many links a group of the side menu shows before its "Show all (N)". */
export const MENU_GROUP_SHOWN = 7;

export interface MenuLink {
  to: string;
  labelKey: MessageKey;
  icon?: typeof IconId;
  /** Shown only to those whose roles give this permission. */
  permission?: Permission;
  /** A profile section: the link carries its complete or incomplete mark. */
  section?: ProfileSection;
}

export type MenuGroupId =
  | 'me'
  | 'profile'
  | 'churchLife'
  | 'inviting'
  | 'flock'
  | 'localePeople'
  | 'localeEvents'
  | 'reports'
  | 'finance';

export interface MenuGroup {
  id: MenuGroupId;
  labelKey: MessageKey;
  links: readonly MenuLink[];
}

/** A profile section's page (its path and name in `lib/profile/sections.ts`). */
const sectionPage = (section: ProfileSection): MenuLink => {
  const link = profileSectionLinks.find((entry) => entry.section === section)!;
  return { to: link.path, labelKey: link.labelKey };
};

/**
 * The side menu's pages by area, in their default order. A group shows the links the person's permissions
 * allow, at most `MENU_GROUP_SHOWN` at first; a group with none left is not shown.
 */
export const menuGroups: readonly MenuGroup[] = [
  {
    id: 'me',
    labelKey: 'menu.group.me',
    links: [
      { ...sectionPage('myAttendance'), icon: IconCalendarEvent },
      { to: '/transactions', labelKey: 'menu.giving', icon: IconHeart },
      { to: '/house-hold', labelKey: 'menu.household', icon: IconUsersGroup },
      { to: '/edit-member', labelKey: 'menu.wholeProfile', icon: IconId },
      { to: '/signature', labelKey: 'menu.signature', icon: IconSignature },
      { to: '/face-recognition', labelKey: 'menu.faceCheckIn', icon: IconFaceId },
      { ...sectionPage('changePassword'), icon: IconLock },
    ],
  },
  {
    // The sections a member completes themselves, each with its mark (the spec's side-menu sections).
    id: 'profile',
    labelKey: 'menu.profileSections',
    links: profileSectionLinks
      .filter(({ section }) => countsInProgress(section))
      .map(({ section }) => ({ ...sectionPage(section), section })),
  },
  {
    id: 'churchLife',
    labelKey: 'menu.group.churchLife',
    links: [
      { to: '/locale-information', labelKey: 'menu.myChurch', icon: IconMapPin },
      { to: '/group-register', labelKey: 'menu.groups', icon: IconUsersGroup },
      { to: '/rrb', labelKey: 'menu.recordBoard', icon: IconFileText },
    ],
  },
  {
    id: 'inviting',
    labelKey: 'menu.group.inviting',
    links: [
      { to: '/flyer-modal', labelKey: 'menu.inviteFriends', icon: IconShare },
      { to: '/search-pep-modal', labelKey: 'menu.myPeps', icon: IconUsersGroup },
      { to: '/flock-pep-add-modal', labelKey: 'menu.addPep', icon: IconUserPlus },
      { to: '/event-soulwinner', labelKey: 'menu.soulWinners', icon: IconChartLine },
    ],
  },
  {
    id: 'flock',
    labelKey: 'menu.group.flock',
    links: [
      { to: '/flock-page', labelKey: 'menu.myFlock', icon: IconUsersGroup, permission: 'flock.view' },
      {
        to: '/flock-attendance-modal',
        labelKey: 'menu.flockAttendance',
        icon: IconClipboardCheck,
        permission: 'flock.attendance',
      },
      {
        to: '/flock-summary-report',
        labelKey: 'menu.flockSummary',
        icon: IconChartLine,
        permission: 'flock.attendance',
      },
      { to: '/flock-awards', labelKey: 'menu.awards', icon: IconCircleCheck, permission: 'flock.view' },
      { to: '/entry', labelKey: 'menu.entry', icon: IconQrcode, permission: 'flock.attendance' },
      {
        to: '/flock-rsvp-add-modal',
        labelKey: 'menu.rsvpAdd',
        icon: IconUserPlus,
        permission: 'flock.attendance',
      },
    ],
  },
  {
    id: 'localePeople',
    labelKey: 'menu.group.localePeople',
    links: [
      { to: '/admin-pep', labelKey: 'menu.peps', icon: IconUsersGroup, permission: 'members.view' },
      {
        to: '/admin-newly-baptized',
        labelKey: 'menu.newlyBaptized',
        icon: IconCircleCheck,
        permission: 'members.manage',
      },
      {
        to: '/baptism-monitoring',
        labelKey: 'menu.baptismMonitoring',
        icon: IconClipboardCheck,
        permission: 'members.manage',
      },
      {
        to: '/baptism-scanner',
        labelKey: 'menu.baptismScanner',
        icon: IconQrcode,
        permission: 'members.manage',
      },
      {
        to: '/admin-groups',
        labelKey: 'menu.flocksAndGroups',
        icon: IconUsersGroup,
        permission: 'members.manage',
      },
    ],
  },
  {
    id: 'localeEvents',
    labelKey: 'menu.group.localeEvents',
    links: [
      {
        to: '/admin-attendances',
        labelKey: 'menu.attendanceRecords',
        icon: IconCalendarEvent,
        permission: 'checkin.run',
      },
      { to: '/admin-events', labelKey: 'menu.events', icon: IconCalendarEvent, permission: 'members.manage' },
      { to: '/admin-rsvp', labelKey: 'menu.rsvps', icon: IconClipboardCheck, permission: 'members.manage' },
      { to: '/minister-page', labelKey: 'menu.minister', icon: IconChartLine, permission: 'members.manage' },
      {
        to: '/admin-announcements',
        labelKey: 'menu.announcements',
        icon: IconMessage,
        permission: 'members.manage',
      },
    ],
  },
  {
    id: 'reports',
    labelKey: 'menu.group.reports',
    links: [
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
    ],
  },
  {
    id: 'finance',
    labelKey: 'menu.group.finance',
    links: [
      {
        to: '/transactions?tab=finance',
        labelKey: 'menu.churchGiving',
        icon: IconHeart,
        permission: 'giving.view',
      },
    ],
  },
];

/** The groups a person's work is in, most used first: what they look after comes before their own pages. */
const workFirst = (permissions: readonly Permission[]): MenuGroupId[] => {
  if (permissions.includes('members.view'))
    return ['localePeople', 'localeEvents', 'reports', 'flock', 'finance'];
  // Finance officers (locale admins see the locale's giving too, but their work is the people).
  if (permissions.includes('giving.manage')) return ['finance', 'flock'];
  if (permissions.includes('flock.view')) return ['flock', 'finance'];
  return [];
};

/**
 * The menu's groups for a person: the links their permissions allow, the groups of their work first (a
 * leader's flock, a secretary's locale, finance's giving), then their own (me, profile, church life,
 * inviting); empty groups left out.
 */
export function menuGroupsFor(permissions: readonly Permission[]): MenuGroup[] {
  const allowed = menuGroups
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => !link.permission || permissions.includes(link.permission)),
    }))
    .filter((group) => group.links.length > 0);
  const first = workFirst(permissions);
  const rank = (group: MenuGroup) => {
    const index = first.indexOf(group.id);
    return index === -1 ? first.length + menuGroups.findIndex((g) => g.id === group.id) : index;
  };
  return allowed.sort((a, b) => rank(a) - rank(b));
}
