import * as React from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toast';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate';
import { AuthProvider } from '../features/session/session-provider';
import { createAppRouter } from './router';

// No ApolloProvider here: the shell reads GraphQL through lib/graphql-request, and each page that uses Apollo
// gets it with its own chunk (lazyWithApollo in router.tsx).
export function App() {
  const [router] = React.useState(createAppRouter);
  return (
    <AuthProvider>
      <MaintenanceGate>
        <RouterProvider router={router} />
      </MaintenanceGate>
      <Toaster />
    </AuthProvider>
  );
}
