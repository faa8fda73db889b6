import 'primereact/resources/themes/tailwind-light/theme.css';
import '../views/styles/app.css';
import { PrimeReactProvider } from 'primereact/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ContainerContext } from '../views/ContainerContext';
import { configFromEnv } from './config';
import { resolve } from './binding';
import { createContainer } from './container';
import { routes } from './routes';
import { TOKENS } from './tokens';

const container = createContainer(configFromEnv(import.meta.env));
const router = createBrowserRouter(routes);
resolve(container, TOKENS.routerNavigator).attach((path, options) =>
  router.navigate(path, options),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <PrimeReactProvider value={{ ripple: false }}>
      <ContainerContext.Provider value={container}>
        <RouterProvider router={router} />
      </ContainerContext.Provider>
    </PrimeReactProvider>
  </StrictMode>,
);
