import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import type { MembershipServices } from '../membership/index.ts';
import type { EventsServices } from '../events/index.ts';
// [flocks-admin imports]
import { churchGroupRoutes } from './church-groups/church-groups.routes.ts';
import { createChurchGroupsService } from './church-groups/church-groups.service.ts';
import { groupFlockRoutes } from './flocks-admin/flocks-admin.routes.ts';
import { createGroupFlocksService } from './flocks-admin/flocks-admin.service.ts';
import { joinRequestRoutes } from './join-requests/join-requests.routes.ts';
import { createJoinRequestsService } from './join-requests/join-requests.service.ts';
// [flock-care imports]
import { flockCareRoutes } from './flock-care/flock-care.routes.ts';
import { createFlockCareService } from './flock-care/flock-care.service.ts';
import { scheduleDailyNotices } from '../../lib/daily-notices.ts';
import { memberNoteRoutes } from './member-notes/member-notes.routes.ts';
import { createMemberNotesService } from './member-notes/member-notes.service.ts';
// [awards imports]
import { awardRoutes } from './awards/awards.routes.ts';
import { createAwardsService } from './awards/awards.service.ts';
// [record-board imports]
import { categoryRoutes } from './categories/categories.routes.ts';
import { createCategoriesService } from './categories/categories.service.ts';
import { recordBoardRoutes } from './record-board/record-board.routes.ts';
import { createRecordBoardService } from './record-board/record-board.service.ts';

/** What the group config service takes from the others: the membership and events services' features. */
export interface GroupsDeps extends ServiceDeps {
  membership: MembershipServices;
  events: EventsServices;
}

/**
 * The group config service (`/api/groups/`, issue 15): flocks and clusters, the locale's other groups and
 * join requests, a leader's flock (members, celebrants, notes), awards, and the record board with its categories.
 */
export const groupsService = defineService({
  name: 'groups',
  createServices(deps: GroupsDeps) {
    // Built in the order features read each other: a feature calls another's service, never its repository.
    // [flocks-admin services]
    const groupFlocks = createGroupFlocksService(deps.db);
    const churchGroups = createChurchGroupsService(deps.db);
    const joinRequests = createJoinRequestsService(deps.db, { groupFlocks, churchGroups });
    // [flock-care services]
    const flockCare = createFlockCareService(deps.db);
    // Hourly: each flock's celebrants to its leaders, per locale once its morning has come.
    scheduleDailyNotices(deps.jobs, 'groups', (now) => flockCare.celebrantNotices(now));
    const memberNotes = createMemberNotesService(deps.db);
    // [awards services]
    const awards = createAwardsService(deps.db, { housekeeping: deps.housekeeping });
    // [record-board services]
    const categories = createCategoriesService(deps.db);
    const recordBoard = createRecordBoardService(deps.db, deps.files, {
      categories,
      imageWork: deps.imageWork,
      housekeeping: deps.housekeeping,
    });
    return {
      // [flocks-admin returns]
      groupFlocks,
      churchGroups,
      joinRequests,
      // [flock-care returns]
      flockCare,
      memberNotes,
      // [awards returns]
      awards,
      // [record-board returns]
      categories,
      recordBoard,
    };
  },
  routes: [
    // [flocks-admin routes]
    groupFlockRoutes,
    churchGroupRoutes,
    joinRequestRoutes,
    // [flock-care routes]
    flockCareRoutes,
    memberNoteRoutes,
    // [awards routes]
    awardRoutes,
    // [record-board routes]
    categoryRoutes,
    recordBoardRoutes,
  ],
});
