import 'primereact/resources/themes/tailwind-light/theme.css';
import '../views/styles/app.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { autorun } from 'mobx';
import type { Container } from 'inversify';
import { PAGE_LANG } from '../core/shared/language';
import { addressForChoice, languageOfAddress, pageAddress } from '../presenters/languageAddress';
import { LanguagePresenter } from '../presenters/shell/LanguagePresenter';
import { ContainerContext } from '../views/ContainerContext';
import { AppErrorBoundary } from '../views/shell/AppErrorBoundary';
import { App } from './App';
import { patternAt, routeAt } from './AppRoutes';
import { resolve } from './binding';
import { configFromEnv } from './config';
import { createContainer } from './container';
import { LanguageRouter } from './LanguageRouter';
import { ROUTES } from './routes';
import { RouterNavigator } from './RouterNavigator';
import { TOKENS } from './tokens';

const config = configFromEnv(import.meta.env);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

/**
 * Runs `then` once the app has drawn its first page. The gateways' code waits for that: pages
 * that ask the backend first thing have it preloaded by their HTML file, and the others (the
 * cart) need it only later, so it should not compete with their first paint.
 */
function WhenDrawn({
  then,
  children,
}: {
  readonly then: () => void;
  readonly children: ReactNode;
}) {
  useEffect(then, [then]);
  return children;
}

// Field measurement, where the deployment names an endpoint: web-vitals downloads after the
// app's first drawing.
function afterFirstDrawing(container: Container, language: LanguagePresenter): void {
  resolve(container, TOKENS.preloadGateways)();
  // The service worker and the install offer, in production builds (src/app/startOffline.ts).
  if (import.meta.env.PROD)
    void import('./startOffline').then(
      ({ startOffline }) => startOffline(container),
      () => undefined,
    );
  const url = config.vitalsUrl;
  if (url)
    void import('../adapters/vitals/reportVitals').then(
      ({ reportVitals }) =>
        reportVitals(
          url,
          patternAt(ROUTES, pageAddress(window.location.pathname)) ?? '*',
          () => language.language,
        ),
      () => undefined,
    );
}

// The first render as a transition: React draws the app in slices of a few milliseconds and lets
// the browser breathe in between, instead of one long task on a slow phone's main thread.
function render(root: HTMLElement, container: Container, language: LanguagePresenter): void {
  /** The app afresh at the address the customer is on. */
  const reloadHere = () => {
    const { pathname, search, hash } = window.location;
    resolve(container, RouterNavigator).reload(pathname + search + hash);
  };
  const drawn = () => afterFirstDrawing(container, language);
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppErrorBoundary onReload={reloadHere}>
          <ContainerContext.Provider value={container}>
            <LanguageRouter language={language}>
              <WhenDrawn then={drawn}>
                <App routes={ROUTES} />
              </WhenDrawn>
            </LanguageRouter>
          </ContainerContext.Provider>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
}

/** A promise kept in a later task: what follows runs after the browser has had its turn. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The page's HTML file already shows its first paint, drawn at build time; the app replaces it in
// its first commit, which draws the page itself rather than a skeleton: it waits for the page's
// code (the HTML file preloads it beside the app's), or for its download to fail, when the page's
// error boundary shows instead. Not a top-level await: with one, the bundler could not let lazy
// chunks import from the entry chunk.
// It also waits for the address's language, when it is not English, to be downloaded.
// The composition root runs in a task of its own, after the modules' evaluation: at a phone's
// speed (4× CPU) the two took 150 ms in one task, all of it blocking the customer's first tap.
void nextTask().then(() => {
  const container = createContainer(config);
  const language = resolve(container, LanguagePresenter);
  // An English address, after she chose another language: the same page in hers (the page's
  // HTML moved there before it was drawn; here for a page served without it, in development).
  const { pathname, search, hash } = window.location;
  const moved = addressForChoice(pathname + search + hash, language.chosen);
  if (moved) window.history.replaceState(window.history.state, '', moved);
  return Promise.all([
    Promise.resolve(
      routeAt(ROUTES, pageAddress(window.location.pathname))?.page.load(container),
    ).catch(() => undefined),
    language.follow(languageOfAddress(window.location.pathname)),
  ]).then(() => {
    // From now on <html lang> follows the language (the page's HTML was written in its own).
    autorun(() => {
      document.documentElement.lang = PAGE_LANG[language.language];
    });
    render(root, container, language);
  });
});
