import { Toaster } from '../components/ui/toast';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate';
import { AuthProvider } from '../features/session/session-provider';
import { FirstPageCode } from './first-page-code';
import { AppRouter } from './router';

// No ApolloProvider here: the shell reads GraphQL through lib/graphql-request, and each page that uses Apollo
// gets it with its own chunk (lazyWithApollo in router.tsx).
export function App() {
  return (
    <AuthProvider>
      <MaintenanceGate>
        <FirstPageCode>
          <AppRouter />
        </FirstPageCode>
      </MaintenanceGate>
      <Toaster />
    </AuthProvider>
  );
}
