import * as React from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toast';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate';
import { AuthProvider } from '../features/session/session-provider';
import { createApolloClient } from './apollo';
import { createAppRouter } from './router';

export function App() {
  const [client] = React.useState(createApolloClient);
  const [router] = React.useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <AuthProvider>
        <MaintenanceGate>
          <RouterProvider router={router} />
        </MaintenanceGate>
        <Toaster />
      </AuthProvider>
    </ApolloProvider>
  );
}
