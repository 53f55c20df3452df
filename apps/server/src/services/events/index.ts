import type { CardKey } from '@congregate/contracts';
import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import type { KioskSessions } from './kiosks/kiosks.service.ts';
import { baptismRoutes } from './baptisms/baptisms.routes.ts';
import { createBaptismsService, type TokenSigner } from './baptisms/baptisms.service.ts';
import { createConversionsService, type ConversionsDeps } from './baptisms/conversions.service.ts';
import { attendanceReportRoutes } from './attendance-reports/attendance-reports.routes.ts';
import { createAttendanceReportsService } from './attendance-reports/attendance-reports.service.ts';
import { checkInRoutes } from './checkins/checkins.routes.ts';
import { churchEventRoutes } from './church-events/church-events.routes.ts';
import { createChurchEventsService } from './church-events/church-events.service.ts';
import { createCheckInsService } from './checkins/checkins.service.ts';
import { createFlockAttendanceService } from './checkins/flock-attendance.service.ts';
import { gatheringRoutes } from './gatherings/gatherings.routes.ts';
import { createGatheringsService } from './gatherings/gatherings.service.ts';
import { faceRoutes } from './faces/faces.routes.ts';
import { flyerRoutes } from './flyers/flyers.routes.ts';
import { createFlyersService, type FlyersDeps } from './flyers/flyers.service.ts';
import { createFacesService } from './faces/faces.service.ts';
import { kioskRoutes } from './kiosks/kiosks.routes.ts';
import { createKiosksService } from './kiosks/kiosks.service.ts';
import { createPepFollowUpsService } from './peps/pep-follow-ups.service.ts';
import { createEventRemindersService } from './event-reminders/event-reminders.service.ts';
import { scheduleDailyNotices } from '../../lib/daily-notices.ts';
import { createPepReportsService } from './peps/pep-reports.service.ts';
import { createPepUploadsService } from './peps/pep-uploads.service.ts';
import { pepRoutes } from './peps/peps.routes.ts';
import { createPepsService } from './peps/peps.service.ts';
import { qrLocationRoutes } from './qr-locations/qr-locations.routes.ts';
import { createQrLocationsService } from './qr-locations/qr-locations.service.ts';
import { rsvpRoutes } from './rsvps/rsvps.routes.ts';
import { createRsvpsService } from './rsvps/rsvps.service.ts';
import { visitorRoutes } from './visitors/visitors.routes.ts';
import { formTokenRoutes } from './form-tokens/form-tokens.routes.ts';
import { createFormTokensService } from './form-tokens/form-tokens.service.ts';
import { pepVisitRoutes } from './pep-visits/pep-visits.routes.ts';
import { createPepVisitsService } from './pep-visits/pep-visits.service.ts';
import { createOpaqueHandles } from '../../lib/opaque-handles.ts';
import { createLogTextSender } from '../../integrations/sms/text-sender.ts';
import { createVisitorsService } from './visitors/visitors.service.ts';

/** What the events service takes from the others: kiosk sessions (login) and the card key (membership). */
export interface EventsDeps extends ServiceDeps {
  sessions: KioskSessions;
  cardKey: () => Promise<CardKey>;
  /** Baptismal forms' QR tokens, signed with the card key (membership's member cards). */
  signToken: TokenSigner;
  /** A converted PEP's member record, journey entry and account invitation (membership, login). */
  conversion: Omit<ConversionsDeps, 'peps'>;
  /** Flyers are drawn on their event's art (the media service's stored images). */
  media: FlyersDeps['media'];
}

/** The events service (`/api/events/`): gatherings, check-in, kiosks, QR locations and face check-in. */
export const eventsService = defineService({
  name: 'events',
  createServices({
    db,
    config,
    sessions,
    cardKey,
    housekeeping,
    files,
    imageWork,
    signToken,
    conversion,
    media,
    mail,
    realtime,
    jobs,
    metrics,
    cardKeys,
    log,
  }: EventsDeps) {
    // Built in the order features read each other: a feature calls another's service, never its repository.
    const gatherings = createGatheringsService(db);
    const faces = createFacesService(db);
    const checkIns = createCheckInsService(db, {
      gatherings,
      faces,
      cardKey,
      realtime,
      onCheckedIn: metrics.checkedIn,
    });
    const churchEvents = createChurchEventsService(db, { config, mail });
    const peps = createPepsService(db, { churchEvents });
    // Also hands churchEvents its waitlist (seats freed by a larger capacity go to waiting guests).
    // Public forms (visitor form, RSVP) carry a token issued when they open; inviters picked by name, a handle.
    const formTokens = createFormTokensService(db, { signToken, cardKey, housekeeping });
    const inviterHandles = createOpaqueHandles(cardKeys, 'inviter-handle');
    const texts = createLogTextSender(log);
    const rsvps = createRsvpsService(db, {
      churchEvents,
      peps,
      signToken,
      cardKey,
      config,
      mail,
      realtime,
      texts,
      formTokens,
      inviterHandles,
    });
    const visitors = createVisitorsService(db, {
      formTokens,
      peps,
      inviterHandles,
      signToken,
      cardKey,
      mail,
      publicUrl: config.publicUrl,
    });
    const pepFollowUps = createPepFollowUpsService(db, { peps });
    const eventReminders = createEventRemindersService(db, { rsvps, jobs });
    // Hourly: overdue follow-ups and tomorrow's events, per locale once its morning has come.
    scheduleDailyNotices(jobs, 'events', async (now) => {
      await pepFollowUps.overdueNotices(now);
      await eventReminders.reminderNotices(now);
    });
    return {
      gatherings,
      faces,
      checkIns,
      flockAttendance: createFlockAttendanceService(db, { gatherings }),
      kiosks: createKiosksService(db, config, { gatherings, checkIns, sessions, cardKey }),
      qrLocations: createQrLocationsService(db, config, { gatherings, checkIns }),
      attendanceReports: createAttendanceReportsService(db, { gatherings, housekeeping }),
      churchEvents,
      peps,
      pepVisits: createPepVisitsService(db, { peps }),
      formTokens,
      pepFollowUps,
      eventReminders,
      pepReports: createPepReportsService(db, { churchEvents }),
      pepUploads: createPepUploadsService(db, files, { peps, imageWork }),
      visitors,
      flyers: createFlyersService({
        churchEvents,
        visitors,
        media,
        files,
        imageWork,
        publicUrl: config.publicUrl,
      }),
      baptisms: createBaptismsService(db, { peps, churchEvents, signToken, cardKey }),
      pepConversions: createConversionsService(db, { peps, ...conversion }),
      rsvps,
    };
  },
  routes: [
    gatheringRoutes,
    checkInRoutes,
    kioskRoutes,
    qrLocationRoutes,
    attendanceReportRoutes,
    faceRoutes,
    churchEventRoutes,
    pepRoutes,
    pepVisitRoutes,
    formTokenRoutes,
    visitorRoutes,
    baptismRoutes,
    flyerRoutes,
    rsvpRoutes,
  ],
});

/** The events service's features, as other services are handed them. */
export type EventsServices = ReturnType<typeof eventsService.createServices>;
