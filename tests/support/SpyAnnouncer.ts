import type { Announcer } from '../../src/presenters/Announcer';

/** Remembers every announcement, in order. */
export class SpyAnnouncer implements Announcer {
  readonly announcements: string[] = [];

  announce(message: string): void {
    this.announcements.push(message);
  }
}
