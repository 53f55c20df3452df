import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import { adminReportRoutes } from './admin-reports/admin-reports.routes.ts';
import { createAdminReportsService } from './admin-reports/admin-reports.service.ts';
import { emailChangeRoutes } from './email-changes/email-changes.routes.ts';
import { createEmailChangesService, type SignInEffects } from './email-changes/email-changes.service.ts';
import { endorsementRoutes } from './endorsements/endorsements.routes.ts';
import { createEndorsementsService } from './endorsements/endorsements.service.ts';
import { familyLinkRoutes } from './family-links/family-links.routes.ts';
import { createFamilyLinksService } from './family-links/family-links.service.ts';
import { flockRoutes } from './flocks/flocks.routes.ts';
import { householdRoutes } from './households/households.routes.ts';
import { createHouseholdsService } from './households/households.service.ts';
import { createFlocksService } from './flocks/flocks.service.ts';
import { localeInformationRoutes } from './locale-information/locale-information.routes.ts';
import { createLocaleInformationService } from './locale-information/locale-information.service.ts';
import { memberAttendanceRoutes } from './member-attendance/member-attendance.routes.ts';
import { createMemberAttendanceService } from './member-attendance/member-attendance.service.ts';
import { memberCardRoutes } from './member-card/member-card.routes.ts';
import { createMemberCardService } from './member-card/member-card.service.ts';
import { memberDetailRoutes } from './member-detail/member-detail.routes.ts';
import { createMemberDetailService } from './member-detail/member-detail.service.ts';
import { memberDocumentRoutes } from './member-documents/member-documents.routes.ts';
import { createMemberDocumentsService } from './member-documents/member-documents.service.ts';
import { memberImportRoutes } from './member-import/member-import.routes.ts';
import { createMemberImportService } from './member-import/member-import.service.ts';
import { profilePhotoRoutes } from './member-photo/member-photo-files.routes.ts';
import { memberPhotoRoutes } from './member-photo/member-photo.routes.ts';
import { createMemberPhotoService } from './member-photo/member-photo.service.ts';
import { memberPlacementRoutes } from './member-placement/member-placement.routes.ts';
import { createMemberPlacementService } from './member-placement/member-placement.service.ts';
import { memberRequestRoutes } from './member-requests/member-requests.routes.ts';
import { createMemberRequestsService } from './member-requests/member-requests.service.ts';
import { memberSearchRoutes } from './member-search/member-search.routes.ts';
import { createMemberSearchService } from './member-search/member-search.service.ts';
import { memberSignatureRoutes } from './member-signature/member-signature.routes.ts';
import { createMembersService } from './members/members.service.ts';
import { createMemberSignatureService } from './member-signature/member-signature.service.ts';
import { passwordChangeRoutes } from './password-change/password-change.routes.ts';
import { personalDataRoutes } from './personal-data/personal-data.routes.ts';
import { createPersonalDataService } from './personal-data/personal-data.service.ts';
import { profileSectionRoutes } from './profile-sections/profile-sections.routes.ts';
import { createProfileSectionsService } from './profile-sections/profile-sections.service.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { createProfileService } from './profile/profile.service.ts';
import { transferRoutes } from './transfers/transfers.routes.ts';
import { createTransfersService } from './transfers/transfers.service.ts';
import { userAccessRoutes } from './user-access/user-access.routes.ts';
import { createUserAccessService } from './user-access/user-access.service.ts';
import { userRoleRoutes } from './user-roles/user-roles.routes.ts';
import { createUserRolesService } from './user-roles/user-roles.service.ts';

/** What the membership service takes from the login service: a confirmed e-mail change signs the account out. */
export interface MembershipDeps extends ServiceDeps {
  signIns: SignInEffects;
}

/** The membership service (`/api/membership/`): members, their profile, and the admin calls about them. */
export const membershipService = defineService({
  name: 'membership',
  createServices({
    db,
    config,
    caches,
    mail,
    files,
    cardKeys,
    signIns,
    imageWork,
    housekeeping,
  }: MembershipDeps) {
    // Built in the order features read each other: a feature calls another's service, never its repository.
    const members = createMembersService(db);
    const flocks = createFlocksService(db);
    const profileSections = createProfileSectionsService(db);
    const userRoles = createUserRolesService(db);
    const memberPhotos = createMemberPhotoService(db, files, { imageWork, housekeeping });
    const memberDocuments = createMemberDocumentsService(db, files, { imageWork, housekeeping });
    // A merge removes a record: its photo and documents files go once the merge commits.
    const endorsements = createEndorsementsService(db, config, mail, members, {
      owners: [memberPhotos, memberDocuments],
      storage: files,
    });
    const profiles = createProfileService(db, caches.profiles, { endorsements });
    const transfers = createTransfersService(db, userRoles, flocks);
    const emailChanges = createEmailChangesService(db, config, mail, signIns);
    return {
      // A member's own profile and records
      members,
      profiles,
      userAccess: createUserAccessService(db, userRoles),
      personalData: createPersonalDataService(db, profiles),
      profileSections,
      memberPhotos,
      memberSignatures: createMemberSignatureService(db, imageWork),
      memberDocuments,
      memberCards: createMemberCardService(db, cardKeys),
      memberAttendance: createMemberAttendanceService(db),
      memberRequests: createMemberRequestsService(transfers, emailChanges),
      flocks,
      localeInformation: createLocaleInformationService(db),
      households: createHouseholdsService(db, { mail, config }),
      // Admin work on members
      memberSearch: createMemberSearchService(db, caches),
      memberDetail: createMemberDetailService(db, {
        members,
        userRoles,
        transfers,
        emailChanges,
        endorsements,
      }),
      endorsements,
      transfers,
      emailChanges,
      userRoles,
      memberPlacement: createMemberPlacementService(db, members, flocks),
      memberImport: createMemberImportService(db, {
        maxInflatedBytes: config.memberImportMaxInflatedMb * 1024 * 1024,
      }),
      adminReports: createAdminReportsService(db, { endorsements, transfers }),
      // Family links between members' records (issue 18)
      familyLinks: createFamilyLinksService(db),
    };
  },
  routes: [
    profileRoutes,
    userAccessRoutes,
    personalDataRoutes,
    profileSectionRoutes,
    memberPhotoRoutes,
    memberSignatureRoutes,
    memberDocumentRoutes,
    memberCardRoutes,
    memberAttendanceRoutes,
    memberRequestRoutes,
    flockRoutes,
    localeInformationRoutes,
    householdRoutes,
    passwordChangeRoutes,
    memberSearchRoutes,
    memberDetailRoutes,
    endorsementRoutes,
    transferRoutes,
    emailChangeRoutes,
    userRoleRoutes,
    memberPlacementRoutes,
    memberImportRoutes,
    adminReportRoutes,
    familyLinkRoutes,
  ],
  rootRoutes: [profilePhotoRoutes],
});

/** The membership service's features, as other services are handed them. */
export type MembershipServices = ReturnType<typeof membershipService.createServices>;
