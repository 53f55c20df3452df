/** English messages of the image viewer (`image-modal`). */
export const imagesEn = {
  'image.alt': 'Picture',
  'image.refused':
    'This picture cannot be shown here: only pictures stored in Congregate open in this viewer.',
  'image.missing': 'No picture was given to show.',
} as const;

export type ImagesKey = keyof typeof imagesEn;
