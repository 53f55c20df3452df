/** English messages of the flyer pages (`flyers`, `flyers2`, `homefree-sg`, `flyer-modal`). */
export const flyersEn = {
  'page.title': 'Invite with a flyer',
  'page.from': 'Flyers of {name}, each with their own invitation link.',
  'page.intro':
    'Download a flyer or share it: whoever scans its QR code or opens your link can RSVP, and is counted as your guest.',
  'page.notFound': 'There are no flyers for this link. Check that you copied all of it.',
  'page.empty': 'Your church has no upcoming event yet. When one is planned, its flyer shows here.',
  'page.maker': 'Choose an event and a format',
  'format.label': 'Format',
  'format.square': 'Square post',
  'format.story': 'Story (vertical)',
  'flyer.alt': 'Flyer of {title}, {format}',
  'flyer.download': 'Download',
  'flyer.downloadLabel': 'Download the flyer of {title}',
  'flyer.copy': 'Copy link',
  'flyer.copied': 'Copied',
  'flyer.copyFailed': 'Copying did not work here. Select the link and copy it yourself.',
  'flyer.link': 'Invitation link',
  'flyer.share': 'Share',
  'flyer.shareFailed': 'Sharing did not work. Download the flyer or copy the link instead.',
  'flyer.card': 'Open invite card',
  'flyer.cardHint': 'Show the card to someone beside you: they scan it with their phone.',
  'homefree.missing':
    'This campaign page is not set up yet. Ask your church office, or share the flyers of your church’s events instead.',
  'homefree.noEvent':
    'Your church has no event of this campaign yet. Share the flyers of its other events meanwhile.',
  'homefree.otherFlyers': 'All my flyers',
  'maker.title': 'Make a flyer',
  'maker.event': 'Event',
  'maker.eventPlaceholder': 'Choose an event',
  'maker.chooseEvent': 'Choose an event to see its flyer.',
} as const;

export type FlyersKey = keyof typeof flyersEn;
