import { clusterOf, type MemberListItem } from '@congregate/contracts';
import { flocks, locales, members } from '../db/schema/index.ts';

/**
 * The member row that every admin list shows (search, locale lists, pending registrations): the columns
 * to select (members joined with their locale and, left, their flock) and the list item built from them.
 */
export const listColumns = {
  id: members.id,
  customId: members.customId,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  mobile: members.mobile,
  birthDate: members.birthDate,
  gender: members.gender,
  type: members.type,
  localeId: members.currentLocaleId,
  localeName: locales.name,
  flockId: members.flockId,
  flockName: flocks.name,
  endorsed: members.endorsed,
  photo: members.photo,
  userId: members.userId,
  createdAt: members.createdAt,
};

export interface ListRow {
  id: string;
  customId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  birthDate: string | null;
  gender: string | null;
  type: string;
  localeId: string;
  localeName: string;
  flockId: string | null;
  flockName: string | null;
  endorsed: boolean;
  photo: string | null;
  userId: string | null;
  /** A `Date`, or its ISO text already (raw statements write it so). */
  createdAt: Date | string;
}

/** A list row without its locale's and flock's names (read apart, `caches.places`). */
export type MemberListRow = Omit<ListRow, 'localeName' | 'flockName'>;

export function toListItem(row: ListRow): MemberListItem {
  return toNamedListItem(row, row.localeName, row.flockName);
}

/** A list item from a member row whose locale's and flock's names were read apart (`caches.places`). */
export function toNamedListItem(
  row: MemberListRow,
  localeName: string,
  flockName: string | null,
): MemberListItem {
  return {
    id: row.id,
    customId: row.customId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    birthDate: row.birthDate,
    gender: row.gender as MemberListItem['gender'],
    type: row.type as MemberListItem['type'],
    localeId: row.localeId,
    localeName,
    flockId: row.flockId,
    flockName,
    cluster: clusterOf(flockName),
    endorsed: row.endorsed,
    photo: row.photo,
    hasAccount: row.userId !== null,
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString(),
  };
}
