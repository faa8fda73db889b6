import type { PersonalCopies } from '../../../../src/core/auth/PersonalCopies';

/** PersonalCopies that counts how often it was told to forget. */
export class RecordingPersonalCopies implements PersonalCopies {
  forgotten = 0;

  forget(): Promise<void> {
    this.forgotten += 1;
    return Promise.resolve();
  }
}
