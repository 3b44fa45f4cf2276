import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Code, FileText, LogOut, ShieldCheck, Users } from 'lucide-react';
import { Avatar, AvatarFallback } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { getFragmentData, graphql } from '../../gql';
import { isAdmin, useAuth, type SessionUser } from '../../features/session/session-provider';

/** Whether the menu's Developer entry leads to tokens; the header's one query (SiteHeader) reads it with the bell's count. */
export const UserMenuFragment = graphql(`
  fragment UserMenu_query on Query {
    apiAccess
  }
`);

export const ApiAccessQuery = graphql(`
  query UserMenuApiAccess {
    ...UserMenu_query
  }
`);

/** First letter of the full name or email; "User" when both are missing. */
export function avatarText(user: Pick<SessionUser, 'fullName' | 'email'> | null): string {
  const source = user?.fullName?.trim() || user?.email?.trim();
  return source ? source.charAt(0).toUpperCase() : 'User';
}

export function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  // Read ahead (or found in the cache, where the header's query put it), so the menu opens with the Developer entry
  // already right.
  useQuery(ApiAccessQuery, { skip: !user });
  if (!user) return null;
  const initial = avatarText(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Open user menu"
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <Avatar>
          <AvatarFallback className={initial.length > 1 ? 'text-[10px]' : undefined}>{initial}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-semibold">{user.fullName || 'User'}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/articles">
            <FileText aria-hidden="true" />
            My Articles
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/workspace">
            <Users aria-hidden="true" />
            Workspace members
          </Link>
        </DropdownMenuItem>
        <DeveloperMenuItem />
        {isAdmin(user) ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              Admin Panel
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            logout();
            void navigate('/');
          }}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * API tokens come with the Agency plan (and admins). Elsewhere the entry says so with a badge and
 * still leads to the page, which explains the upgrade and lets tokens from an earlier Agency
 * subscription be revoked.
 */
function DeveloperMenuItem() {
  // Re-read on every opening: the plan may have changed since.
  const { data } = useQuery(ApiAccessQuery, { fetchPolicy: 'cache-and-network' });
  const apiAccess = getFragmentData(UserMenuFragment, data)?.apiAccess;
  return (
    <DropdownMenuItem asChild>
      <Link to="/developer">
        <Code aria-hidden="true" />
        Developer
        {apiAccess === false ? (
          <Badge variant="secondary" className="ml-auto">
            Agency<span className="sr-only"> plan</span>
          </Badge>
        ) : null}
      </Link>
    </DropdownMenuItem>
  );
}
