import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import { mediaImageRoutes } from './images/images.routes.ts';
import { createMediaImagesService } from './images/images.service.ts';

/** The media service (`/api/media/`): the spec's image hosting (flyer art and other images pages show). */
export const mediaService = defineService({
  name: 'media',
  createServices({ db, files, imageWork }: ServiceDeps) {
    return { mediaImages: createMediaImagesService(db, files, { imageWork }) };
  },
  routes: [mediaImageRoutes],
});
