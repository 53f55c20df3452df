import { defineService } from '../../lib/service-module.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthService } from './auth/auth.service.ts';
import { passwordChangeRoutes } from './password-change/password-change.routes.ts';
import { passwordResetRoutes } from './password-reset/password-reset.routes.ts';
import { createPasswordResetService } from './password-reset/password-reset.service.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { createThrottle } from './throttle/throttle.service.ts';

/** The login service (`/api/login/`): accounts, sign-in and sessions, password change and reset. */
export const loginService = defineService({
  name: 'login',
  createServices({ db, config, mail, caches }) {
    const accounts = createAccountsService(db);
    const sessions = createSessionsService(db, config, caches.sessions);
    const throttle = createThrottle(db);
    return {
      accounts,
      sessions,
      auth: createAuthService(db, { accounts, sessions, throttle }),
      passwordReset: createPasswordResetService(db, config, mail, { accounts, sessions, throttle }),
    };
  },
  routes: [authRoutes, passwordChangeRoutes, passwordResetRoutes],
});
