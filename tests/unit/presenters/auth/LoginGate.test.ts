import { describe, expect, it } from 'vitest';
import { testApp } from '../../../support/testContainer';
import { LoginGate } from '../../../../src/presenters/auth/LoginGate';

describe('LoginGate', () => {
  it('is closed until someone asks for a login', () => {
    const gate = testApp().get(LoginGate);

    expect(gate.isOpen).toBe(false);
  });

  it('opens the login dialog when asked', () => {
    const gate = testApp().get(LoginGate);

    void gate.request();

    expect(gate.isOpen).toBe(true);
  });

  it('closes and tells the asker how the login ended', async () => {
    const gate = testApp().get(LoginGate);
    const outcome = gate.request();

    gate.settle('logged-in');

    expect(gate.isOpen).toBe(false);
    await expect(outcome).resolves.toBe('logged-in');
  });

  it('tells every asker while the dialog was open the same outcome', async () => {
    const gate = testApp().get(LoginGate);
    const checkout = gate.request();
    const guardedRoute = gate.request();

    gate.settle('dismissed');

    await expect(Promise.all([checkout, guardedRoute])).resolves.toEqual([
      'dismissed',
      'dismissed',
    ]);
  });

  it('is the same gate for every screen of the app', () => {
    const app = testApp();

    void app.get(LoginGate).request();

    expect(app.get(LoginGate).isOpen).toBe(true);
  });

  it('ignores a settle while closed, so the next request waits for its own outcome', async () => {
    const gate = testApp().get(LoginGate);
    gate.settle('logged-in');
    const outcome = gate.request();

    gate.settle('new-user');

    await expect(outcome).resolves.toBe('new-user');
  });
});
