import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Wrench } from 'lucide-react';
import { graphql } from '../../gql';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import { PRODUCT_NAME } from '../../lib/product';

export const AdminMaintenanceQuery = graphql(`
  query AdminMaintenance {
    maintenance
  }
`);

export const SetMaintenanceMutation = graphql(`
  mutation SetMaintenance($enabled: Boolean!) {
    setMaintenance(enabled: $enabled)
  }
`);

/** Sets the flag and writes it to the root `maintenance` field, so every reader of it updates. */
function useSetMaintenance() {
  return useMutation(SetMaintenanceMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminMaintenanceQuery, data: { maintenance: data.setMaintenance } });
    },
  });
}

export function MaintenanceCard() {
  const { toast } = useToast();
  const { data, loading, error } = useQuery(AdminMaintenanceQuery, { fetchPolicy: 'cache-and-network' });
  const [setMaintenance, { loading: saving }] = useSetMaintenance();
  const switchRef = React.useRef<HTMLButtonElement>(null);
  const enabled = data?.maintenance ?? false;

  async function toggle(next: boolean) {
    const hadFocus = document.activeElement === switchRef.current;
    try {
      const result = await setMaintenance({ variables: { enabled: next } });
      const isOn = result.data?.setMaintenance ?? next;
      toast({
        title: isOn ? 'Maintenance mode is on' : 'Maintenance mode is off',
        description: isOn
          ? 'Signed-in users who are not admins now see the maintenance screen.'
          : `Everyone can use ${PRODUCT_NAME} again.`,
      });
    } catch (cause) {
      toast({
        title: 'Failed to update maintenance mode',
        description: errorMessage(cause, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      // Disabling the switch while saving drops keyboard focus; give it back once it is enabled again.
      if (hadFocus) requestAnimationFrame(() => switchRef.current?.focus());
    }
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <Wrench className="size-5 text-primary" aria-hidden="true" />
            Maintenance Mode
          </CardTitle>
          {data ? (
            <Badge variant={enabled ? 'warning' : 'success'} data-testid="maintenance-status">
              {enabled ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          While maintenance mode is on, signed-in users who are not admins see the maintenance screen instead of the
          app. Admins keep full access.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!data && loading ? (
          <Spinner label="Loading maintenance status" />
        ) : !data && error ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the maintenance status. {errorMessage(error, '')}
          </p>
        ) : (
          <div className="flex items-center justify-between gap-4 rounded-lg border bg-muted/40 p-4">
            <div className="grid gap-1">
              <Label htmlFor="maintenance-switch">Enable maintenance mode</Label>
              <p id="maintenance-switch-state" className="text-xs text-muted-foreground">
                {saving ? 'Saving…' : enabled ? 'The app is in maintenance.' : 'The app is live for everyone.'}
              </p>
            </div>
            <Switch
              ref={switchRef}
              id="maintenance-switch"
              aria-describedby="maintenance-switch-state"
              checked={enabled}
              disabled={saving}
              onCheckedChange={(next) => void toggle(next)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
