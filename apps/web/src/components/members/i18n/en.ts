/** English messages of the member pieces several admin pages share; they load with its pages, not with the entry bundle. */
export const membersEn = {
  'photo.alt': 'Photo of {name}',
  'dialog.title': 'Find a member',
  'dialog.search': 'Name, email, member ID or mobile',
  'dialog.hint': 'Type part of it; accents and capitals do not matter.',
  'dialog.none': 'No members match “{q}”.',
  'dialog.count': 'Showing {shown} of {total}. Type more to narrow the list.',
  'target.missing': 'Open this page from Manage members: it needs to know which member to change.',
  'target.toManage': 'Go to Manage members',
  'target.summary': '{id} · {locale}',
  'placement.back': 'Back to Manage members',
  'action.endorse': 'Endorse',
  'action.flock': 'Assign a flock',
  'action.type': 'Set the member type',
  'action.transfer': 'Transfer to another locale',
};

export type MembersKey = keyof typeof membersEn;
