import { reaction } from 'mobx';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import {
  NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router-dom';
import {
  addressForChoice,
  inLanguage,
  LANGUAGE_BASE,
  languageOfAddress,
} from '../presenters/languageAddress';
import type { LanguagePresenter } from '../presenters/shell/LanguagePresenter';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * React Router over the browser's history, its basename the language of the address open: the
 * route table's pages are served under every language's base (`/cart`, `/hi/cart`, `/te/cart`),
 * and every link and navigation the app makes stays in that language. It keeps the address and
 * the language spoken together: an address in another language (the back button, a link) is
 * spoken in it, and the customer's choice of a language moves the page open to that language's
 * address, its query and anchor kept, in the same history entry (it is the same page). Back or
 * forward to an English address, after she chose another language, opens it in hers, as an
 * English address opened afresh does (src/app/firstPaint/pageScript.ts).
 */
export function LanguageRouter({
  language,
  children,
}: {
  readonly language: LanguagePresenter;
  readonly children: ReactNode;
}) {
  const [history] = useState<BrowserHistory>(() =>
    createBrowserHistory({ window, v5Compat: true }),
  );
  const [state, setState] = useState({ action: history.action, location: history.location });

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // Back or forward to an English address, after she chose another language: its page in hers.
        const moved =
          action === NavigationType.Pop &&
          addressForChoice(location.pathname + location.search + location.hash, language.chosen);
        if (moved) history.replace(moved, location.state);
        else setState({ action, location });
      }),
    [history, language],
  );

  const spokenHere = languageOfAddress(state.location.pathname);
  useLayoutEffect(() => {
    if (language.language !== spokenHere) void language.follow(spokenHere);
  }, [language, spokenHere]);

  // Chosen in the switch: the same page at the chosen language's address.
  useLayoutEffect(
    () =>
      reaction(
        () => language.language,
        (spoken) => {
          const { pathname, search, hash } = history.location;
          if (languageOfAddress(pathname) !== spoken)
            history.replace(inLanguage(pathname + search + hash, spoken), history.location.state);
        },
      ),
    [history, language],
  );

  return (
    <Router
      basename={LANGUAGE_BASE[spokenHere] || '/'}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  );
}
