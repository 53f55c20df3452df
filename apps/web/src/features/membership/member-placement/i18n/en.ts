/** English messages of the flock and member-type pages; they load with its pages, not with the entry bundle. */
export const placementEn = {
  'notAllowed.title': 'Not for your account',
  'notAllowed.manage':
    'Managing members is for locale, district and super admins. If you think you should have access, ask your locale’s admin.',
  'type.member': 'Member',
  'type.worker': 'Worker',
  'type.officer': 'Officer',
  'type.minister': 'Minister',
  'type.youth': 'Youth',
  'type.child': 'Child',
  'target.current.flock': 'Current flock: {flock}',
  'target.current.noFlock': 'Not in a flock yet',
  'target.current.type': 'Current member type: {type}',
  'group.title': 'Assign a flock',
  'group.intro':
    'Choose one of the flocks of the member’s locale, grouped by cluster, or take the member out of their flock.',
  'group.filter': 'Find a flock',
  'group.none': 'No flock',
  'group.noneHint': 'Takes the member out of their current flock.',
  'group.noMatch': 'No flock matches “{q}”.',
  'group.emptyLocale': 'This locale has no flocks yet. Flocks are set up in the locale configuration.',
  'group.choose': 'Flocks of {locale}',
  'group.save': 'Save the flock',
  'group.saved': '{name} is now in {flock}.',
  'group.cleared': '{name} is no longer in a flock.',
  'type.title': 'Set the member type',
  'type.intro': 'The member type is shown in lists and reports and used in filters.',
  'type.choose': 'Member type',
  'type.save': 'Save the member type',
  'type.saved': 'The member type of {name} is now {type}.',
  'placement.unchanged': 'Nothing changed: this is already the member’s {what}.',
  'placement.whatFlock': 'flock',
  'placement.whatType': 'member type',
};

export type PlacementKey = keyof typeof placementEn;
