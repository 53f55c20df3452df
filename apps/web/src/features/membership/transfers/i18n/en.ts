/** English messages of the transfer page (`locale-modal2`); they load with its pages, not with the entry bundle. */
export const transferEn = {
  'notAllowed.title': 'Not for your account',
  'notAllowed.transfer':
    'Transferring members is for locale, district and super admins. A member who moves can ask for a transfer from their profile.',
  'transfer.title': 'Transfer a member',
  'transfer.intro':
    'Move the member to another locale. When you look after both locales it happens at once; otherwise the receiving locale’s admins accept it first.',
  'transfer.from': 'Now in {locale}',
  'transfer.search': 'Find the new locale',
  'transfer.destination': 'New locale',
  'transfer.noMatch': 'No locale matches “{q}”.',
  'transfer.more': '{count} more — type more of the name to narrow the list.',
  'transfer.localesFailed': 'The list of locales could not be loaded.',
  'transfer.reason': 'Reason',
  'transfer.reasonHint': 'e.g. moved to another city; told to both locales',
  'transfer.submit': 'Transfer',
  'transfer.willMove': 'You look after both {from} and {to}: {name} moves at once.',
  'transfer.willRequest': 'An admin of {to} accepts the transfer before {name} moves.',
  'transfer.nowTitle': 'Transfer {name} now?',
  'transfer.nowBody':
    '{name} moves from {from} to {to} at once, because you look after both locales. Their flock is cleared and the move is recorded in their locale history.',
  'transfer.nowConfirm': 'Transfer now',
  'transfer.requestTitle': 'Send a transfer request for {name}?',
  'transfer.requestBody':
    'This sends a request to the admins of {to}. {name} stays in {from} until one of them accepts it and chooses the flock there; the move is then recorded in their locale history.',
  'transfer.requestConfirm': 'Send the request',
  'transfer.chooseLocale': 'Choose the new locale',
  'transfer.done': '{name} was moved to {to} at once. Assign a flock there when you are ready.',
  'transfer.pending':
    'The transfer of {name} to {to} was requested. It waits for the admins of {to} to accept it; until then {name} stays in {from}.',
};

export type TransferKey = keyof typeof transferEn;
