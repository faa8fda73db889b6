import { describe, expect, it } from 'vitest';
import { ConnectionModel } from '../../../../src/presenters/shell/ConnectionModel';
import { FakeConnection } from '../../../support/FakeConnection';

describe('ConnectionModel', () => {
  it('starts from what the device says', () => {
    const connection = new FakeConnection();
    connection.online = false;

    expect(new ConnectionModel(connection).online).toBe(false);
  });

  it('follows the device off and on line', () => {
    const connection = new FakeConnection();
    const model = new ConnectionModel(connection);

    connection.goOffline();
    expect(model.online).toBe(false);
    connection.goOnline();
    expect(model.online).toBe(true);
  });
});
