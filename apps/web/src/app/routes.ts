import type { ComponentType } from 'react';
import type { MessageKey } from '../lib/i18n/index.ts';

/**
 * Who may open a page.
 * `public`: anyone. `signed-out`: the already-signed-in guard (signed-in people go home).
 * `member`: the login-required guard (an endorsed, signed-in member).
 */
export type PageAccess = 'public' | 'signed-out' | 'member';

export type PageModule = { default: ComponentType };

export interface PageRoute {
  /** Path without the leading slash, as in the spec's route table. */
  path: string;
  access: PageAccess;
  titleKey: MessageKey;
  /** A page that makes a new record bare and edits the one `?id=` names: its title when editing. */
  editTitleKey?: MessageKey;
  /** The page's module, loaded on demand. */
  page: () => Promise<PageModule>;
}

const loginPage = () => import('../features/login/auth/pages/login-page.tsx');
const registerPage = () => import('../features/login/auth/pages/register-page.tsx');
const visitorPage = () => import('../features/login/auth/pages/guest-welcome-page.tsx');
const notAuthorizedPage = () => import('../features/login/auth/pages/awaiting-endorsement-page.tsx');
const agreementPage = () => import('../features/app/legal/pages/agreement-page.tsx');
const disclaimerPage = () => import('../features/app/legal/pages/disclaimer-page.tsx');
const homePage = () => import('../features/app/home/pages/home-page.tsx');
const changePasswordPage = () =>
  import('../features/membership/password-change/pages/change-password-page.tsx');
const personalDataPage = () => import('../features/membership/profile/pages/personal-data-page.tsx');
const profilePhotoPage = () => import('../features/membership/profile/pages/profile-photo-page.tsx');
const addressBookPage = () => import('../features/membership/profile/pages/address-book-page.tsx');
const familyBackgroundPage = () => import('../features/membership/profile/pages/family-background-page.tsx');
const educationalBackgroundPage = () =>
  import('../features/membership/profile/pages/educational-background-page.tsx');
const workExperiencesPage = () => import('../features/membership/profile/pages/work-experiences-page.tsx');
const skillsPage = () => import('../features/membership/profile/pages/skills-page.tsx');
const spiritualJourneyPage = () => import('../features/membership/profile/pages/spiritual-journey-page.tsx');
const addressModalPage = () => import('../features/membership/profile/pages/address-form-page.tsx');
const editMemberPage = () => import('../features/membership/profile/pages/edit-my-profile-page.tsx');
const editMember2Page = () => import('../features/membership/profile/pages/edit-member-profile-page.tsx');
const signaturePage = () => import('../features/membership/profile/pages/signature-page.tsx');
const myAttendancePage = () =>
  import('../features/membership/member-attendance/pages/my-attendance-page.tsx');
const viewQrPage = () => import('../features/membership/member-card/pages/member-card-page.tsx');
const passwordPage = () => import('../features/login/password-reset/pages/password-reset-page.tsx');
const socialConfirmPage = () => import('../features/login/social/pages/social-confirm-page.tsx');
const editMemberLocalePage = () =>
  import('../features/membership/member-requests/pages/transfer-request-page.tsx');
const editMemberEmailPage = () =>
  import('../features/membership/member-requests/pages/email-change-request-page.tsx');
const endorsementPage = () =>
  import('../features/membership/endorsements/pages/pending-registrations-page.tsx');
const validatedPage = () =>
  import('../features/membership/email-changes/pages/email-change-confirmation-page.tsx');
const manageMembersPage = () => import('../features/membership/member-search/pages/manage-members-page.tsx');
const manageMembersUploadPage = () =>
  import('../features/membership/member-import/pages/member-import-page.tsx');
const groupModalPage = () => import('../features/membership/member-placement/pages/assign-flock-page.tsx');
const memberTypeModalPage = () =>
  import('../features/membership/member-placement/pages/member-type-page.tsx');
const localeModal2Page = () => import('../features/membership/transfers/pages/transfer-member-page.tsx');
const localeModalPage = () => import('../features/membership/locale-information/pages/locale-list-page.tsx');
const localeInformationPage = () =>
  import('../features/membership/locale-information/pages/locale-information-page.tsx');
const adminDashboardPage = () =>
  import('../features/membership/admin-reports/pages/admin-dashboard-page.tsx');
const adminMembersPage = () => import('../features/membership/member-search/pages/member-search-page.tsx');
const membersListPage = () => import('../features/membership/member-search/pages/member-directory-page.tsx');
// The spec's quick find opens the one member list (the audit filters keep a search dialog of their own).
const searchMemberModalPage = adminMembersPage;
const adminAuditPage = () =>
  import('../features/membership/admin-reports/audit-log/pages/audit-log-page.tsx');
const kioskPage = () => import('../features/events/kiosks/pages/kiosk-page.tsx');
const faceRecognitionPage = () => import('../features/events/faces/pages/face-enrolment-page.tsx');
const qrlocPage = () => import('../features/events/qr-locations/pages/qr-location-page.tsx');
const checkinModalPage = () => import('../features/events/qr-locations/pages/check-in-dialog-page.tsx');
const adminAttendancesPage = () => import('../features/events/gatherings/pages/attendance-records-page.tsx');
const flockAttendancePage = () => import('../features/events/checkins/pages/flock-attendance-page.tsx');
const attendancePage = () =>
  import('../features/events/attendance-reports/overview/pages/attendance-overview-page.tsx');
const localeAttendancePage = () =>
  import('../features/events/attendance-reports/pages/locale-attendance-page.tsx');
const summaryReportPage = () =>
  import('../features/events/attendance-reports/pages/attendance-summary-page.tsx');
const flockSummaryReportPage = () =>
  import('../features/events/attendance-reports/pages/flock-attendance-summary-page.tsx');
const eventSoulwinnerPage = () =>
  import('../features/events/peps/soul-winners/pages/soul-winner-board-page.tsx');
const baptismMonitoringPage = () => import('../features/events/baptisms/pages/baptism-monitoring-page.tsx');
const baptismScannerPage = () => import('../features/events/baptisms/pages/baptism-scanner-page.tsx');
const baptismalFormPage = () => import('../features/events/baptisms/pages/baptismal-form-page.tsx');
const newlyBaptizedPage = () => import('../features/events/baptisms/pages/newly-baptized-page.tsx');
const convertPepPage = () => import('../features/events/baptisms/pages/convert-pep-page.tsx');
const visitorFormPage = () => import('../features/events/visitors/pages/visitor-form-page.tsx');
const adminPepPage = () => import('../features/events/peps/pages/peps-admin-page.tsx');
const flockPepAddModalPage = () => import('../features/events/peps/pages/add-pep-page.tsx');
const searchPepModalPage = () => import('../features/events/peps/pages/my-peps-page.tsx');
const pepDetailPage = () => import('../features/events/peps/pages/pep-detail-page.tsx');
const adminEventsPage = () => import('../features/events/church-events/pages/events-admin-page.tsx');
const adminRsvpPage = () => import('../features/events/rsvps/pages/rsvps-admin-page.tsx');
const flockRsvpAddModalPage = () => import('../features/events/rsvps/pages/rsvp-on-behalf-page.tsx');
const entryEventsPage = () => import('../features/events/rsvps/door/pages/door-events-page.tsx');
const entryPage = () => import('../features/events/rsvps/door/pages/door-page.tsx');
const ministerPage = () => import('../features/events/rsvps/live-figures/pages/live-figures-page.tsx');
const flockAwardsPage = () => import('../features/groups/awards/pages/flock-awards-page.tsx');
const flockPage = () => import('../features/groups/flock-care/pages/flock-home-page.tsx');
const flockMembersPage = () => import('../features/groups/flock-care/pages/flock-members-page.tsx');
const flockMemberDetailPage = () =>
  import('../features/groups/flock-care/pages/flock-member-detail-page.tsx');
const flockCelebrantsPage = () => import('../features/groups/flock-care/pages/flock-celebrants-page.tsx');
const rrbPage = () => import('../features/groups/record-board/pages/record-board-page.tsx');
const rrbDetailPage = () => import('../features/groups/record-board/pages/record-entry-page.tsx');
const rrbModalPage = () => import('../features/groups/record-board/pages/record-entry-form-page.tsx');
const categoryPopoverPage = () => import('../features/groups/record-board/pages/record-categories-page.tsx');
const adminGroupsPage = () => import('../features/groups/flocks-admin/pages/flocks-admin-page.tsx');
const adminAnnouncementsPage = () =>
  import('../features/notifications/announcements/pages/announcements-admin-page.tsx');
const adminEmailOutboxPage = () => import('../features/notifications/delivery/pages/email-outbox-page.tsx');
const adminVideosPage = () => import('../features/video/videos/admin/pages/videos-admin-page.tsx');
const announcementPage = () => import('../features/notifications/announcements/pages/announcement-page.tsx');
const groupRegisterPage = () => import('../features/groups/join-requests/pages/join-groups-page.tsx');
const invitationPage = () => import('../features/events/rsvps/invitations/pages/invitation-page.tsx');
const invitePage = () => import('../features/events/rsvps/invitations/pages/invite-card-page.tsx');
const flyersPage = () => import('../features/events/flyers/pages/square-flyers-page.tsx');
const flyers2Page = () => import('../features/events/flyers/pages/story-flyers-page.tsx');
const homefreeSgPage = () => import('../features/events/flyers/pages/campaign-leg-page.tsx');
const flyerModalPage = () => import('../features/events/flyers/pages/flyer-maker-page.tsx');
const imageModalPage = () => import('../features/media/images/pages/image-page.tsx');
const genericModalPage = () => import('../features/app/notices/pages/notice-page.tsx');
const notificationModalPage = () => import('../features/notifications/inbox/pages/inbox-page.tsx');
const notificationSettingsPage = () =>
  import('../features/notifications/inbox/pages/notification-settings-page.tsx');
const giveModalPage = () => import('../features/payment/gifts/pages/give-page.tsx');
const transactionsPage = () => import('../features/payment/gifts/pages/transactions-page.tsx');
const transactionModalPage = () => import('../features/payment/gifts/pages/receipt-page.tsx');
const houseHoldPage = () => import('../features/membership/households/pages/household-page.tsx');
const householdModalPage = () => import('../features/membership/households/pages/household-form-page.tsx');
const houseHoldRequestPage = () =>
  import('../features/membership/households/pages/household-requests-page.tsx');
const familyRequestPage = () => import('../features/membership/family-links/pages/family-request-page.tsx');
const familyModalPage = () => import('../features/membership/family-links/pages/relative-card-page.tsx');
const videosPage = () => import('../features/video/videos/pages/videos-page.tsx');
const videoCategoryPage = () => import('../features/video/videos/pages/video-category-page.tsx');
const livestreamPage = () => import('../features/video/videos/pages/livestream-page.tsx');

/** Pages open to everyone (DESIGN.md section 5); the kiosk and qrloc pages ask for their own sign-in. */
const publicPages: PageRoute[] = [
  { path: 'visitor-form', access: 'public', titleKey: 'page.visitor-form', page: visitorFormPage },
  { path: 'agreement-modal', access: 'public', titleKey: 'page.agreement-modal', page: agreementPage },
  { path: 'disclaimer', access: 'public', titleKey: 'page.disclaimer', page: disclaimerPage },
  { path: 'not-authorized', access: 'public', titleKey: 'page.not-authorized', page: notAuthorizedPage },
  { path: 'validated', access: 'public', titleKey: 'page.validated', page: validatedPage },
  { path: 'password', access: 'public', titleKey: 'page.password', page: passwordPage },
  { path: 'social-confirm', access: 'public', titleKey: 'page.social-confirm', page: socialConfirmPage },
  {
    path: 'invitation/:eventId/:memberId',
    access: 'public',
    titleKey: 'page.invitation',
    page: invitationPage,
  },
  { path: 'invite/:eventId/:memberId', access: 'public', titleKey: 'page.invite', page: invitePage },
  { path: 'flyers/:memberId', access: 'public', titleKey: 'page.flyers', page: flyersPage },
  { path: 'flyers2/:memberId', access: 'public', titleKey: 'page.flyers2', page: flyers2Page },
  { path: 'homefree-sg/:memberId', access: 'public', titleKey: 'page.homefree-sg', page: homefreeSgPage },
  { path: 'entry/:id', access: 'public', titleKey: 'page.entry', page: entryPage },
  { path: 'entry', access: 'public', titleKey: 'page.entry', page: entryEventsPage },
  { path: 'qrloc/:id', access: 'public', titleKey: 'page.qrloc', page: qrlocPage },
  { path: 'kiosk', access: 'public', titleKey: 'page.kiosk', page: kioskPage },
];

const signedOutPages: PageRoute[] = [
  { path: 'login', access: 'signed-out', titleKey: 'page.login', page: loginPage },
  { path: 'register', access: 'signed-out', titleKey: 'page.register', page: registerPage },
  { path: 'visitor', access: 'signed-out', titleKey: 'page.visitor', page: visitorPage },
];

/** The tabs area: home, videos and the ten side-menu sections. */
const tabPages: PageRoute[] = [
  { path: 'tabs/tab7', access: 'member', titleKey: 'page.tab7', page: homePage },
  { path: 'tabs/tab6', access: 'member', titleKey: 'page.tab6', page: videosPage },
  { path: 'tabs/personal-data', access: 'member', titleKey: 'page.personal-data', page: personalDataPage },
  { path: 'tabs/profile-photo', access: 'member', titleKey: 'page.profile-photo', page: profilePhotoPage },
  { path: 'tabs/address-book', access: 'member', titleKey: 'page.address-book', page: addressBookPage },
  {
    path: 'tabs/family-background',
    access: 'member',
    titleKey: 'page.family-background',
    page: familyBackgroundPage,
  },
  {
    path: 'tabs/educational-background',
    access: 'member',
    titleKey: 'page.educational-background',
    page: educationalBackgroundPage,
  },
  {
    path: 'tabs/work-experiences',
    access: 'member',
    titleKey: 'page.work-experiences',
    page: workExperiencesPage,
  },
  { path: 'tabs/skills', access: 'member', titleKey: 'page.skills', page: skillsPage },
  { path: 'tabs/my-attendance', access: 'member', titleKey: 'page.my-attendance', page: myAttendancePage },
  {
    path: 'tabs/change-password',
    access: 'member',
    titleKey: 'page.change-password',
    page: changePasswordPage,
  },
  {
    path: 'tabs/spiritual-journey',
    access: 'member',
    titleKey: 'page.spiritual-journey',
    page: spiritualJourneyPage,
  },
];

/** Every other named page of spec section 2, behind the login-required guard. */
const memberPageNames = [
  'transactions',
  'transaction-modal',
  'group-register',
  'locale-modal',
  'locale-modal2',
  'notification-modal',
  'endorsement',
  'members-list',
  'membertype-modal',
  'group-modal',
  'family-modal',
  'family-request',
  'house-hold-request',
  'house-hold',
  'household-modal',
  'video-category',
  'livestream-modal',
  'summary-report',
  'category-popover',
  'attendance',
  'rrb',
  'rrb-detail',
  'rrb-modal',
  'flock-attendance-modal',
  'flock-pep-add-modal',
  'flock-rsvp-add-modal',
  'flock-members',
  'flock-member-detail',
  'flock-page',
  'flock-member-celebrants',
  'flock-awards',
  'flock-summary-report',
  'give-modal',
  'face-recognition',
  'manage-members',
  'manage-members-upload',
  'edit-member',
  'edit-member2',
  'checkin-modal',
  'admin-members',
  'admin-pep',
  'admin-rsvp',
  'admin-page',
  'admin-attendances',
  'admin-convert-pep-to-member',
  'admin-newly-baptized',
  'address-modal',
  'signature',
  'edit-password',
  'view-qr',
  'edit-member-photo',
  'edit-member-locale',
  'edit-member-email',
  'search-member-modal',
  'search-pep-modal',
  'event-soulwinner',
  'minister-page',
  'locale-information',
  'locale-attendance',
  'generic-modal',
  'flyer-modal',
  'image-modal',
  'baptism-scanner',
  'baptism-monitoring',
] as const;

const builtMemberPages: Record<(typeof memberPageNames)[number], () => Promise<PageModule>> = {
  'edit-password': changePasswordPage,
  'edit-member': editMemberPage,
  'edit-member2': editMember2Page,
  'address-modal': addressModalPage,
  signature: signaturePage,
  'view-qr': viewQrPage,
  'edit-member-photo': profilePhotoPage,
  'edit-member-locale': editMemberLocalePage,
  'edit-member-email': editMemberEmailPage,
  endorsement: endorsementPage,
  'manage-members': manageMembersPage,
  'manage-members-upload': manageMembersUploadPage,
  'group-modal': groupModalPage,
  'membertype-modal': memberTypeModalPage,
  'locale-modal2': localeModal2Page,
  'locale-modal': localeModalPage,
  'locale-information': localeInformationPage,
  'admin-page': adminDashboardPage,
  'admin-members': adminMembersPage,
  'members-list': membersListPage,
  'search-member-modal': searchMemberModalPage,
  'checkin-modal': checkinModalPage,
  'face-recognition': faceRecognitionPage,
  'admin-attendances': adminAttendancesPage,
  'flock-attendance-modal': flockAttendancePage,
  attendance: attendancePage,
  'locale-attendance': localeAttendancePage,
  'summary-report': summaryReportPage,
  'flock-summary-report': flockSummaryReportPage,
  'event-soulwinner': eventSoulwinnerPage,
  'baptism-monitoring': baptismMonitoringPage,
  'baptism-scanner': baptismScannerPage,
  'admin-newly-baptized': newlyBaptizedPage,
  'admin-convert-pep-to-member': convertPepPage,
  'admin-pep': adminPepPage,
  'flock-pep-add-modal': flockPepAddModalPage,
  'search-pep-modal': searchPepModalPage,
  'admin-rsvp': adminRsvpPage,
  'flock-rsvp-add-modal': flockRsvpAddModalPage,
  'minister-page': ministerPage,
  'flock-awards': flockAwardsPage,
  'flock-page': flockPage,
  'flock-members': flockMembersPage,
  'flock-member-detail': flockMemberDetailPage,
  'flock-member-celebrants': flockCelebrantsPage,
  rrb: rrbPage,
  'rrb-detail': rrbDetailPage,
  'rrb-modal': rrbModalPage,
  'category-popover': categoryPopoverPage,
  'group-register': groupRegisterPage,
  'flyer-modal': flyerModalPage,
  'image-modal': imageModalPage,
  'generic-modal': genericModalPage,
  'notification-modal': notificationModalPage,
  'give-modal': giveModalPage,
  transactions: transactionsPage,
  'transaction-modal': transactionModalPage,
  'house-hold': houseHoldPage,
  'household-modal': householdModalPage,
  'house-hold-request': houseHoldRequestPage,
  'family-request': familyRequestPage,
  'family-modal': familyModalPage,
  'video-category': videoCategoryPage,
  'livestream-modal': livestreamPage,
};

/** Pages whose form makes a new record, or edits the one `?id=` names: their title when editing. */
const editTitleKeys: Partial<Record<(typeof memberPageNames)[number], MessageKey>> = {
  'rrb-modal': 'page.rrb-modal-edit',
};

const memberPages: PageRoute[] = [
  ...memberPageNames.map((name): PageRoute => ({
    path: name,
    access: 'member',
    titleKey: `page.${name}`,
    ...(editTitleKeys[name] ? { editTitleKey: editTitleKeys[name] } : {}),
    page: builtMemberPages[name],
  })),
  // Pages Congregate adds to the spec's list.
  { path: 'admin-audit', access: 'member', titleKey: 'page.admin-audit', page: adminAuditPage },
  // The locale's events (issue 14): create, edit, cancel; links to their RSVPs, entry and minister pages.
  { path: 'admin-events', access: 'member', titleKey: 'page.admin-events', page: adminEventsPage },
  // A locale's flocks, clusters and other groups (issue 15): create, staff, archive; groups and their members.
  { path: 'admin-groups', access: 'member', titleKey: 'page.admin-groups', page: adminGroupsPage },
  // Announcements (issue 16): an admin writes to a locale, cluster, flock or group, now or scheduled.
  {
    path: 'admin-announcements',
    access: 'member',
    titleKey: 'page.admin-announcements',
    page: adminAnnouncementsPage,
  },
  // Every e-mail the app sends, waiting, failed or sent (issue 16); super admins, from the admin hub.
  {
    path: 'admin-email-outbox',
    access: 'member',
    titleKey: 'page.admin-email-outbox',
    page: adminEmailOutboxPage,
  },
  // A locale's videos, livestreams and video categories (issue 18), from the admin hub.
  { path: 'admin-videos', access: 'member', titleKey: 'page.admin-videos', page: adminVideosPage },
  // What each person wants per topic and channel (issue 16), from the side menu's settings and the notices.
  {
    path: 'notification-settings',
    access: 'member',
    titleKey: 'page.notification-settings',
    page: notificationSettingsPage,
  },
  // One announcement, opened from its notice.
  { path: 'announcement/:id', access: 'member', titleKey: 'page.announcement', page: announcementPage },
  // One PEP (issue 13): details, stage, history, follow-ups; opened from admin-pep, search-pep-modal and the add form.
  { path: 'pep/:id', access: 'member', titleKey: 'page.pep', page: pepDetailPage },
  // A scheduled PEP's printable baptismal form (issue 13), opened from the PEP and from baptism monitoring.
  {
    path: 'pep/:id/baptismal-form',
    access: 'member',
    titleKey: 'page.baptismal-form',
    page: baptismalFormPage,
  },
];

/** The route table: every page of the app, as data. */
export const pageRoutes: readonly PageRoute[] = [
  ...signedOutPages,
  ...publicPages,
  ...tabPages,
  ...memberPages,
];

/** Every page path with its leading slash, e.g. `/tabs/tab7`, `/qrloc/:id`. */
export const routePaths: readonly string[] = pageRoutes.map((route) => `/${route.path}`);

/** Where `/` and the signed-in landing go (spec section 2). */
export const HOME_PATH = '/tabs/tab7';
