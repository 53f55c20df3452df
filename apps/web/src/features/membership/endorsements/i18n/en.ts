/** English messages of the endorsement page; they load with its pages, not with the entry bundle. */
export const endorsementEn = {
  'notAllowed.title': 'Not for your account',
  'notAllowed.body':
    'Endorsing registrations is for locale, district and super admins. If you think you should have access, ask your locale’s admin.',
  'list.title': 'Endorsement',
  'list.intro':
    'People who registered and wait for you to confirm them. Check the possible duplicates before you endorse.',
  'list.locale': 'Locale',
  'list.allLocales': 'All my locales',
  'list.count': '{count} waiting',
  'list.countOne': '1 waiting',
  'list.empty':
    'Nobody is waiting for endorsement. New registrations of your locales appear here; you can also add members by uploading a file.',
  'list.uploadLink': 'Upload members',
  'list.manageLink': 'Manage members',
  'card.memberId': 'Member id {id}',
  'card.email': 'Email',
  'card.mobile': 'Mobile',
  'card.birthDate': 'Birth date',
  'card.locale': 'Locale',
  'card.registeredAt': 'Registered',
  'card.none': '—',
  'card.endorse': 'Endorse',
  'card.reject': 'Reject',
  'card.actionsFor': 'Decisions about {name}',
  'duplicates.title': 'Possible duplicates',
  'duplicates.reason.name_birth_date': 'Same name and birth date',
  'duplicates.reason.email': 'Same email',
  'duplicates.reason.mobile': 'Same mobile number',
  'duplicates.inScope': '{name} ({id}) in {locale}',
  'duplicates.endorsed': 'endorsed',
  'duplicates.pending': 'not endorsed',
  'duplicates.outOfScope':
    'A record in {locale}, outside your scope. Ask that locale’s admin before endorsing.',
  'duplicates.merge': 'Merge into this record',
  'duplicates.mergeLabel': 'Merge {name}’s registration into {target}',
  'endorse.title': 'Endorse {name}',
  'endorse.intro': 'Choose the member type and the flock of {locale}. Both can be changed later.',
  'endorse.type': 'Member type',
  'endorse.flock': 'Flock',
  'endorse.noFlock': 'No flock yet',
  'endorse.flocksLoading': 'Loading the flocks…',
  'endorse.flocksFailed':
    'The flocks of this locale could not be loaded. You can endorse now and assign a flock later.',
  'endorse.noFlocks': 'This locale has no flocks yet.',
  'endorse.submit': 'Endorse',
  'reject.title': 'Reject {name}’s registration?',
  'reject.body':
    'The person is told the reason by email and sees it when they sign in. Their account stays, but they cannot use the app.',
  'reject.reason': 'Reason',
  'reject.reasonHint': 'e.g. not known to the locale; please contact the secretary',
  'reject.submit': 'Reject',
  'merge.title': 'Merge into the existing record?',
  'merge.body':
    '{name}’s account will be attached to {target} ({id}), which keeps its history. The new registration record is removed. This cannot be undone.',
  'merge.submit': 'Merge',
  'decision.conflict': '{message} — the list was refreshed.',
  'outcome.endorsed': '{name} is now an endorsed member. They reach the app the next time they open a page.',
  'outcome.rejected':
    '{name}’s registration was rejected. They were told the reason by email and see it when they sign in.',
  'outcome.merged':
    '{name}’s registration was merged into the existing member record. They sign in with their own account and see that record.',
  'endorse.already': '{name} is already an endorsed member.',
  'type.member': 'Member',
  'type.worker': 'Worker',
  'type.officer': 'Officer',
  'type.minister': 'Minister',
  'type.youth': 'Youth',
  'type.child': 'Child',
};

export type EndorsementKey = keyof typeof endorsementEn;
