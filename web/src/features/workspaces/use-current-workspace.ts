import * as React from 'react';
import { getWorkspaceId, getWorkspaceRole, onWorkspaceChange, onWorkspaceRoleChange } from '../../lib/current-workspace';

/** The workspace id the app acts in (null: the personal workspace), re-rendering on a switch. */
export function useCurrentWorkspaceId(): string | null {
  return React.useSyncExternalStore(onWorkspaceChange, getWorkspaceId, () => null);
}

/** The user's role in the current workspace once the header has read it (null before, and signed out). */
export function useWorkspaceRole(): string | null {
  return React.useSyncExternalStore(onWorkspaceRoleChange, getWorkspaceRole, () => null);
}

/** Whether the user only reads the current workspace: a client viewer changes nothing there (the api refuses their writes). */
export function useReadOnlyWorkspace(): boolean {
  return useWorkspaceRole() === 'client';
}

export interface WorkspaceChoice {
  id: string;
  personal: boolean;
}

/** The workspace of `workspaces` the app acts in: the remembered one, else the personal one. */
export function currentWorkspaceOf<T extends WorkspaceChoice>(workspaces: readonly T[], currentId: string | null): T | undefined {
  return workspaces.find((workspace) => workspace.id === currentId) ?? workspaces.find((workspace) => workspace.personal);
}

/** What the header remembers for a workspace: nothing for the personal one, the api's default. */
export function workspaceIdToRemember(workspace: WorkspaceChoice): string | null {
  return workspace.personal ? null : workspace.id;
}
