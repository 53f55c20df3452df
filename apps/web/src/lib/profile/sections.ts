import type { ProfileSection } from '@congregate/contracts';
import type { MessageKey } from '../i18n/index.ts';

/** The side-menu sections of spec section 2, in order, with their routes under `tabs/`. */
export const profileSectionLinks: readonly { section: ProfileSection; path: string; labelKey: MessageKey }[] =
  [
    { section: 'personalData', path: '/tabs/personal-data', labelKey: 'section.personalData' },
    { section: 'profilePhoto', path: '/tabs/profile-photo', labelKey: 'section.profilePhoto' },
    { section: 'addressBook', path: '/tabs/address-book', labelKey: 'section.addressBook' },
    { section: 'familyBackground', path: '/tabs/family-background', labelKey: 'section.familyBackground' },
    {
      section: 'educationalBackground',
      path: '/tabs/educational-background',
      labelKey: 'section.educationalBackground',
    },
    { section: 'workExperiences', path: '/tabs/work-experiences', labelKey: 'section.workExperiences' },
    { section: 'skills', path: '/tabs/skills', labelKey: 'section.skills' },
    { section: 'myAttendance', path: '/tabs/my-attendance', labelKey: 'section.myAttendance' },
    { section: 'changePassword', path: '/tabs/change-password', labelKey: 'section.changePassword' },
    { section: 'spiritualJourney', path: '/tabs/spiritual-journey', labelKey: 'section.spiritualJourney' },
  ];

/**
 * Sections that are not something to fill in: the attendance is recorded by the church, and a password is
 * never "incomplete". Profile progress (home's card, the side menu's marks) leaves them out, so 100% is
 * reachable.
 */
const notToComplete: ReadonlySet<ProfileSection> = new Set(['myAttendance', 'changePassword']);

/** Whether a section counts in the profile's progress (the member can complete it themselves). */
export const countsInProgress = (section: ProfileSection) => !notToComplete.has(section);

/** The sections the profile's progress counts, in side-menu order. */
export const completableSectionLinks = profileSectionLinks.filter(({ section }) => countsInProgress(section));
