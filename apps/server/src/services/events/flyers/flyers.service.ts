import type { FlyerFormat } from '@congregate/contracts';
import type { FileStorage } from '../../../integrations/storage/file-storage.ts';
import { notFound } from '../../../lib/errors.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';
import { drawFlyer } from './flyer-drawing.ts';

/** What a flyer needs of its event (the church-events service's `find`). */
export interface FlyerEvent {
  id: string;
  localeId: string;
  localeName: string;
  title: string;
  startsAt: Date;
  cancelledAt: Date | null;
  createdAt: Date;
  venue?: string | null;
  flyerUrl?: string | null;
  timeZone?: string | null;
  /** A flyer drawn before it is drawn again (falls back to `createdAt`). */
  updatedAt?: Date | null;
}

export interface FlyersDeps {
  churchEvents: { find(id: string): Promise<FlyerEvent | null> };
  /** The invite link's member: an endorsed member by display name, with their locale; 404 for anyone else. */
  visitors: { inviter(memberId: string): Promise<{ id: string; displayName: string; localeId: string }> };
  /** The event's art, read from the media service. */
  media: { imageAt(url: string | null | undefined): Promise<Buffer | null> };
  files: FileStorage;
  imageWork: WorkQueue;
  /** The app's public address: what the QR's invitation link starts with. */
  publicUrl: string;
}

/** A flyer file and how it is offered for download. */
export interface Flyer {
  png: Buffer;
  fileName: string;
}

/** The event's date and time as guests of its locale read them (in the locale's time zone). */
export function flyerWhen(startsAt: Date, timeZone: string): { date: string; time: string } {
  const format = (zone: string) => ({
    date: new Intl.DateTimeFormat('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: zone,
    }).format(startsAt),
    time: new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
      startsAt,
    ),
  });
  try {
    return format(timeZone);
  } catch {
    // A zone this runtime does not know: written in UTC, and said so.
    const utc = format('UTC');
    return { ...utc, time: `${utc.time} UTC` };
  }
}

/** A file name from the title: lower-case ASCII words joined by dashes. */
export function flyerSlug(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'event';
}

/**
 * `GET events/{id}/flyers/{memberId}/{format}`: a member's flyer for an event of their locale, drawn once
 * per event version and kept in storage (`flyers/{eventId}/{memberId}-{format}-{updatedAtMs}.png`).
 */
export function createFlyersService(deps: FlyersDeps) {
  const { files } = deps;
  return {
    async flyer(eventId: string, memberId: string, format: FlyerFormat): Promise<Flyer> {
      const event = await deps.churchEvents.find(eventId);
      if (!event || event.cancelledAt) throw notFound('The event');
      // An endorsed member only (anyone else 404), inviting to their own locale's events.
      const member = await deps.visitors.inviter(memberId);
      if (member.localeId !== event.localeId) throw notFound('The event');

      const fileName = `${flyerSlug(event.title)}-invitation.png`;
      const version = (event.updatedAt ?? event.createdAt).getTime();
      const folder = `flyers/${event.id}`;
      const stem = `${member.id}-${format}-`;
      const key = `${folder}/${stem}${version}.png`;
      const kept = await files.get(key);
      if (kept) return { png: kept, fileName };

      const art = await deps.media.imageAt(event.flyerUrl);
      const png = await deps.imageWork.run(() =>
        drawFlyer({
          format,
          title: event.title,
          ...flyerWhen(event.startsAt, event.timeZone || 'UTC'),
          where: event.venue || event.localeName,
          invitedBy: member.displayName,
          link: `${deps.publicUrl.replace(/\/+$/, '')}/invitation/${event.id}/${member.id}`,
          art,
          seed: event.id,
        }),
      );
      await files.put(key, png);
      // Flyers of the event's earlier versions are not asked for again.
      for await (const stored of files.list(folder)) {
        if (stored.key !== key && stored.key.startsWith(`${folder}/${stem}`)) await files.delete(stored.key);
      }
      return { png, fileName };
    },
  };
}

export type FlyersService = ReturnType<typeof createFlyersService>;
