import { spoken, template } from '../shared/language';

/**
 * The one line each order shows beside its status badge (statusLine.ts): where it stands now,
 * read from its status and its visit's time, and, where she must wait on us, what happens next.
 */
export const statusLineMessages = spoken('statusLine', {
  waiting: 'Waiting for a technician',
  assigned: 'Technician assigned',
  onTheWay: 'Your technician is on the way',
  working: 'A technician is working on this',
  paused: 'Work paused',
  done: 'Done',
  notTaken: 'We could not take this job',
  cancelledByYou: template('You cancelled this on {date}', (date: string) => ({ date })),
  cancelled: 'This order was cancelled',
  unknown: 'We cannot show where this order stands',
  noTechnicianYet: 'No technician yet for your visit time',
  visitPassed: 'Your visit time has passed',
  next: {
    noTechnicianYet: 'We call you to agree a new time. You can also call us, or cancel this order.',
    visitPassed:
      'We are checking with your technician and will update this soon. If no one came, call us.',
    paused:
      'Work has stopped for a while, for example while a part is on order. We call you to agree when it continues.',
    notTaken:
      'Nothing is charged for it, and anything paid for it comes back. Call us to book it again or to ask why.',
  },
} as const);
