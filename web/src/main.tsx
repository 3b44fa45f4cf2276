import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInTools } from './app/layout/site-header';
import { holdFirstRouteFor } from './app/first-page-code';
import { preloadPageAt } from './app/router';
import { getToken } from './lib/auth-token';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A saved session: the page's code and the header's tools load while the session and the service status are read
// (until both are, the app shows a spinner and renders no route), and the first route waits for the page's code:
// held before the first render, so that it never draws the route and then takes it back.
if (getToken()) {
  holdFirstRouteFor(preloadPageAt(window.location.pathname));
  void preloadSignedInTools();
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
