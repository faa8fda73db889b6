import 'primereact/resources/themes/tailwind-light/theme.css';
import '../views/styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ContainerContext } from '../views/ContainerContext';
import { App } from './App';
import { resolve } from './binding';
import { configFromEnv } from './config';
import { createContainer } from './container';
import { createLoginDialog, createPageRoutes } from './pageRoutes';
import { TOKENS } from './tokens';

const container = createContainer(configFromEnv(import.meta.env));
// The gateways' code is needed by almost every page: fetch it alongside the first page's.
resolve(container, TOKENS.preloadGateways)();
const routes = createPageRoutes(container);
const LoginDialog = createLoginDialog(container);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <ContainerContext.Provider value={container}>
      <BrowserRouter>
        <App routes={routes} LoginDialog={LoginDialog} />
      </BrowserRouter>
    </ContainerContext.Provider>
  </StrictMode>,
);
