import { defineService } from '../../lib/service-module.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthService } from './auth/auth.service.ts';
import { passwordChangeRoutes } from './password-change/password-change.routes.ts';
import { passwordResetRoutes } from './password-reset/password-reset.routes.ts';
import { createPasswordResetService } from './password-reset/password-reset.service.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { createThrottle } from './throttle/throttle.service.ts';
// [social imports]
import { createSocialProviders } from '../../integrations/social/create-social-providers.ts';
import { socialRoutes } from './social/social.routes.ts';
import { createSocialService } from './social/social.service.ts';

/** The login service (`/api/login/`): accounts, sign-in and sessions, password change and reset. */
export const loginService = defineService({
  name: 'login',
  createServices({ db, config, mail, caches, housekeeping, log }) {
    const accounts = createAccountsService(db);
    const sessions = createSessionsService(db, config, caches.sessions);
    const throttle = createThrottle(db);
    const passwordReset = createPasswordResetService(db, config, mail, { accounts, sessions, throttle });
    housekeeping.add({ name: 'sessions', run: sessions.removeEnded });
    housekeeping.add({ name: 'password-resets', run: passwordReset.removeSpent });
    housekeeping.add({ name: 'login-throttles', run: throttle.removeStale });
    // [social services]
    const auth = createAuthService(db, { accounts, sessions, throttle });
    const social = createSocialService(db, config, {
      providers: createSocialProviders(config),
      mail,
      log,
      accounts,
      auth,
      throttle,
    });
    housekeeping.add({ name: 'social-sign-ins', run: social.removeSpent });
    return {
      accounts,
      sessions,
      auth,
      passwordReset,
      // [social returns]
      social,
    };
  },
  routes: [
    authRoutes,
    passwordChangeRoutes,
    passwordResetRoutes,
    // [social routes]
    socialRoutes,
  ],
});
