import { spoken, template } from '../../core/shared/language';

/** What the app says about the network, saved copies, new versions and installing itself. */
export const offlineMessages = spoken('offline', {
  /** The quiet bar while the phone has no network. */
  bar: "You're offline.",
  barDetail: "What you've already seen still opens, and so do your cart and the search.",
  /** A customer's own data shown from the copy this phone kept, with when it was kept. */
  savedAt: template('Saved on this phone at {time}', (time: string) => ({ time })),
  savedOn: template('Saved on this phone on {date}', (date: string) => ({ date })),
  /** A new version of the app has downloaded and waits for the customer. */
  newVersion: 'A new version is ready',
  reload: 'Reload',
  later: 'Not now',
  /** The phone menu's entry that installs the app on the home screen. */
  install: 'Install app',
  /** Said when an action that needs the network is pressed offline; nothing was sent. */
  needed: {
    login: "You're offline. Logging in needs the internet: try again once you're connected.",
    checkout: "You're offline. Booking needs the internet: your cart is kept.",
    pay: "You're offline. Pay Now needs the internet: nothing was booked, and your cart is kept.",
    cancel: "You're offline. Cancelling needs the internet: nothing was changed.",
    profile: "You're offline. Saving needs the internet: what you typed is kept.",
    changeTime: "You're offline. Changing the time needs the internet: your visit stays as booked.",
  },
});
