import { makeAutoObservable } from 'mobx';
import type { Connection } from './Connection';

/** Whether the phone is online, observed: screens say "offline" instead of "something went wrong". */
export class ConnectionModel {
  online: boolean;

  constructor(connection: Connection) {
    this.online = connection.online;
    connection.subscribe(() => this.update(connection.online));
    makeAutoObservable(this);
  }

  private update(online: boolean): void {
    this.online = online;
  }
}
