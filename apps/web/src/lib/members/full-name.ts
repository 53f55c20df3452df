/** A member's first and last name, as lists and messages show it. */
export const fullName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();
