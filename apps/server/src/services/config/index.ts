import { defineService } from '../../lib/service-module.ts';
import { configRoutes } from './locales/locales.routes.ts';

/** The configuration service (`/api/v1/config/`): locales, module config, batch names, countries. */
export const configService = defineService({
  name: 'config',
  createServices: () => ({}),
  routes: [configRoutes],
});
