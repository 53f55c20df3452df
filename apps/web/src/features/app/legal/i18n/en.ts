/** English texts of the data privacy agreement and the disclaimer (`agreement-modal`, `disclaimer`). */
export const legalEn = {
  'privacy.title': 'Data privacy agreement',
  'privacy.intro':
    'Congregate keeps the membership records of the church. This agreement explains what we keep about you, why, and what you can ask of us.',
  'privacy.collectTitle': 'What we keep',
  'privacy.collect':
    'Your name, contact details, birth date, gender, civil status, addresses, photo, family, education, work, skills and spiritual journey as you enter them; your locale and flock; your attendance and check-ins; and the records of your giving.',
  'privacy.useTitle': 'Why we keep it',
  'privacy.use':
    'To know and care for our members: to endorse your membership, to let your flock leader and locale admins look after you, to record attendance, to invite you to gatherings and events, and to keep the giving records the law requires.',
  'privacy.shareTitle': 'Who sees it',
  'privacy.share':
    'Only the people your role in the church needs: your locale admins and secretary, your flock leader, and finance officers for giving. Other members see only what you choose to show. We do not sell your data or share it for advertising.',
  'privacy.rightsTitle': 'Your rights',
  'privacy.rights':
    'You can see and correct your data at any time in the app, ask for a copy of it, withdraw consents you gave (for example face recognition) and ask for your account to be deleted. Giving records are kept as long as the law requires.',
  'privacy.securityTitle': 'How we protect it',
  'privacy.security':
    'Your password is stored only as a strong hash. Your session is kept in a secure cookie, and this device keeps no secret. Every change an admin makes to your record is logged.',
  'privacy.contact': 'Questions? Ask the secretary of your locale.',
  'disclaimer.title': 'Disclaimer',
  'disclaimer.intro': 'Please read this before you register.',
  'disclaimer.accuracyTitle': 'Your information',
  'disclaimer.accuracy':
    'You are responsible for the information you enter. Enter only what is true and what you are willing to share with your church.',
  'disclaimer.contentTitle': 'Content',
  'disclaimer.content':
    'Videos, messages and events in the app are shared for the spiritual growth of the members. They may not be copied or published elsewhere without permission.',
  'disclaimer.availabilityTitle': 'Availability',
  'disclaimer.availability':
    'The app is provided as it is. We work to keep it available and correct, but we cannot promise that it is free of interruptions or errors.',
  'disclaimer.conductTitle': 'Conduct',
  'disclaimer.conduct':
    'Use the app with respect for others. Accounts that are misused may be suspended by the locale admins.',
  'disclaimer.givingTitle': 'Giving',
  'disclaimer.giving':
    'Gifts made through the app are voluntary. Receipts and statements are issued by the finance officers of your locale.',
};

export type LegalKey = keyof typeof legalEn;
