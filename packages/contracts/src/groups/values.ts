/**
 * Value lists of the group config service (`/api/groups/`, issue 15): the database CHECKs read them too, so a
 * value the contracts accept is one the tables keep.
 */

/** What a flock leader is on a flock: its leader, or an assistant who helps (both see and care for it). */
export const flockStaffPositions = ['leader', 'assistant'] as const;
export type FlockStaffPosition = (typeof flockStaffPositions)[number];

/** The kinds of groups a locale runs besides its flocks. */
export const groupTypes = ['choir', 'ushers', 'youth', 'music', 'prayer', 'outreach', 'children', 'other'] as const;
export type GroupType = (typeof groupTypes)[number];

/** `open`: a member joins at once; `request`: a leader or a locale admin accepts each request. */
export const groupJoinPolicies = ['open', 'request'] as const;
export type GroupJoinPolicy = (typeof groupJoinPolicies)[number];

/** A group member's role in it. */
export const groupMemberRoles = ['leader', 'member'] as const;
export type GroupMemberRole = (typeof groupMemberRoles)[number];

export const joinRequestStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

/**
 * Awards. Computed per month and per year from check-ins, RSVPs and PEPs: `perfect_attendance` (a member at
 * every worship gathering of their locale), `best_attendance` (the flock with the highest attendance rate),
 * `most_improved`, `most_invites`, `most_baptized` (members and flocks); `manual`: given by an admin with a note.
 */
export const awardKinds = [
  'perfect_attendance',
  'best_attendance',
  'most_improved',
  'most_invites',
  'most_baptized',
  'manual',
] as const;
export type AwardKind = (typeof awardKinds)[number];
export const awardPeriods = ['month', 'year'] as const;
export type AwardPeriod = (typeof awardPeriods)[number];
export const awardRecipientTypes = ['member', 'flock'] as const;
export type AwardRecipientType = (typeof awardRecipientTypes)[number];

/** Lists that share the one category picker (`category-popover`): the record board, and videos (issue 18). */
export const categoryKinds = ['record-board', 'video'] as const;
export type CategoryKind = (typeof categoryKinds)[number];

/** Who may post on a locale's record board (admins by default). */
export const recordBoardPosters = ['admins', 'leaders', 'members'] as const;
export type RecordBoardPosters = (typeof recordBoardPosters)[number];

/** Attachments a record-board entry takes: images (re-encoded) and PDF documents (sniffed, kept as sent). */
export const recordBoardAttachmentTypes = ['image/webp', 'application/pdf'] as const;

export const GROUP_LIMITS = {
  flockNameMax: 60,
  clusterNameMax: 40,
  groupNameMax: 80,
  descriptionMax: 1000,
  joinMessageMax: 500,
  declineReasonMax: 500,
  noteMax: 4000,
  awardTitleMax: 120,
  awardNoteMax: 1000,
  categoryNameMax: 40,
  entryTitleMax: 160,
  entryBodyMax: 20_000,
  attachmentsPerEntry: 10,
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Leaders plus assistants of one flock. */
  flockStaffMax: 10,
} as const;
