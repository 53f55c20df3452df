import { defineService } from '../../lib/service-module.ts';
import { countryRoutes } from './countries/countries.routes.ts';
import { createCountriesService } from './countries/countries.service.ts';
import { localeRoutes } from './locales/locales.routes.ts';
import { createLocalesService } from './locales/locales.service.ts';
import { moduleConfigRoutes } from './module-config/module-config.routes.ts';
import { createModuleConfigService } from './module-config/module-config.service.ts';

/** The configuration service (`/api/v1/config/`): locales, module config, batch names, countries. */
export const configService = defineService({
  name: 'config',
  createServices: ({ db }) => ({
    locales: createLocalesService(db),
    moduleConfig: createModuleConfigService(db),
    countries: createCountriesService(),
  }),
  routes: [countryRoutes, localeRoutes, moduleConfigRoutes],
});
