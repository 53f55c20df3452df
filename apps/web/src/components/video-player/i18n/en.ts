export const videoPlayerEn = {
  'player.label': 'Video player: {title}',
  'player.cannotPlay':
    'This video cannot be played here. Check your connection and try again; if it keeps failing, tell your locale’s admin.',
  'player.tryAgain': 'Try again',
};
