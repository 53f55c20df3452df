import { defineService } from '../../lib/service-module.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthService } from './auth/auth.service.ts';
import { passwordChangeRoutes } from './password-change/password-change.routes.ts';
import { passwordResetRoutes } from './password-reset/password-reset.routes.ts';
import { createPasswordResetService } from './password-reset/password-reset.service.ts';

/** The login service (`/api/login/`): accounts, sign-in and sessions, password change and reset. */
export const loginService = defineService({
  name: 'login',
  createServices({ db, config, mail }) {
    return {
      auth: createAuthService(db, config),
      passwordReset: createPasswordResetService(db, config, mail),
    };
  },
  routes: [authRoutes, passwordChangeRoutes, passwordResetRoutes],
});
