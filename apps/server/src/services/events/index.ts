import type { CardKey } from '@congregate/contracts';
import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import type { KioskSessions } from './kiosks/kiosks.service.ts';
import { attendanceReportRoutes } from './attendance-reports/attendance-reports.routes.ts';
import { createAttendanceReportsService } from './attendance-reports/attendance-reports.service.ts';
import { checkInRoutes } from './checkins/checkins.routes.ts';
import { createCheckInsService } from './checkins/checkins.service.ts';
import { createFlockAttendanceService } from './checkins/flock-attendance.service.ts';
import { gatheringRoutes } from './gatherings/gatherings.routes.ts';
import { createGatheringsService } from './gatherings/gatherings.service.ts';
import { faceRoutes } from './faces/faces.routes.ts';
import { createFacesService } from './faces/faces.service.ts';
import { kioskRoutes } from './kiosks/kiosks.routes.ts';
import { createKiosksService } from './kiosks/kiosks.service.ts';
import { qrLocationRoutes } from './qr-locations/qr-locations.routes.ts';
import { createQrLocationsService } from './qr-locations/qr-locations.service.ts';

/** What the events service takes from the others: kiosk sessions (login) and the card key (membership). */
export interface EventsDeps extends ServiceDeps {
  sessions: KioskSessions;
  cardKey: () => Promise<CardKey>;
}

/** The events service (`/api/events/`): gatherings, check-in, kiosks, QR locations and face check-in. */
export const eventsService = defineService({
  name: 'events',
  createServices({ db, config, sessions, cardKey, housekeeping }: EventsDeps) {
    // Built in the order features read each other: a feature calls another's service, never its repository.
    const gatherings = createGatheringsService(db);
    const faces = createFacesService(db);
    const checkIns = createCheckInsService(db, { gatherings, faces, cardKey });
    return {
      gatherings,
      faces,
      checkIns,
      flockAttendance: createFlockAttendanceService(db, { gatherings }),
      kiosks: createKiosksService(db, config, { gatherings, checkIns, sessions, cardKey }),
      qrLocations: createQrLocationsService(db, config, { gatherings, checkIns }),
      attendanceReports: createAttendanceReportsService(db, { gatherings, housekeeping }),
    };
  },
  routes: [gatheringRoutes, checkInRoutes, kioskRoutes, qrLocationRoutes, attendanceReportRoutes, faceRoutes],
});
