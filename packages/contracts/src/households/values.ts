/** Value lists of households and family links (issue 18, membership service). */

/** A household request: a member asks to join (`join`, the head decides) or the head invites one (`invite`, the invitee decides). */
export const householdRequestKinds = ['join', 'invite'] as const;
export type HouseholdRequestKind = (typeof householdRequestKinds)[number];

export const householdRequestStatuses = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type HouseholdRequestStatus = (typeof householdRequestStatuses)[number];

/** How a dependant without a member record (a child, mostly) is related to the household's head. */
export const dependantRelationships = ['child', 'grandchild', 'ward', 'other'] as const;
export type DependantRelationship = (typeof dependantRelationships)[number];

/** Family links between two members' records: the relationship from the asker's side. */
export const familyLinkRelationships = ['spouse', 'parent', 'child', 'sibling'] as const;
export type FamilyLinkRelationship = (typeof familyLinkRelationships)[number];

/** What the relative's side reads: parent ↔ child, spouse ↔ spouse, sibling ↔ sibling. */
export const mirroredRelationship: Record<FamilyLinkRelationship, FamilyLinkRelationship> = {
  spouse: 'spouse',
  parent: 'child',
  child: 'parent',
  sibling: 'sibling',
};

export const familyRequestStatuses = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type FamilyRequestStatus = (typeof familyRequestStatuses)[number];

export const HOUSEHOLD_LIMITS = {
  nameMax: 80,
  messageMax: 300,
  dependantsMax: 20,
  membersMax: 30,
} as const;
