import { useMutation } from '@apollo/client/react';
import type { InternalRefetchQueriesInclude } from '@apollo/client';
import { Trash2 } from 'lucide-react';
import { LoadFailed } from '../../components/load-failed';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { DeleteAlertRuleMutation } from './notification-documents';

interface AlertRuleListProps {
  rules: readonly { id: string; description: string; inbox: boolean; email: boolean }[] | undefined;
  loading: boolean;
  error: Error | undefined;
  /** The words before the error's own when the rules could not be loaded. */
  failure: string;
  onRetry(): unknown;
  /** What to read again after a rule is deleted. */
  refetchQueries: InternalRefetchQueriesInclude;
}

/** A subject's alert rules (an instance's or an AI visibility project's), each with where it goes and a delete button. */
export function AlertRuleList({ rules, loading, error, failure, onRetry, refetchQueries }: AlertRuleListProps) {
  const { toast } = useToast();
  const [deleteRule] = useMutation(DeleteAlertRuleMutation, { refetchQueries });

  if (error && !rules) return <LoadFailed onRetry={onRetry} className="py-4">{`${failure} ${error.message}`}</LoadFailed>;
  if (loading && !rules) return <Spinner label="Loading alert rules" />;
  if (!rules || rules.length === 0) return <p className="text-sm text-muted-foreground">No alert rules yet.</p>;
  return (
    <ul className="divide-y rounded-md border">
      {rules.map((rule) => (
        <li key={rule.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <span className="min-w-0 break-words">
            <span className="block">{rule.description}</span>
            <span className="block text-xs text-muted-foreground">{[rule.inbox && 'Inbox', rule.email && 'Email'].filter(Boolean).join(' and ')}</span>
          </span>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Delete the rule “${rule.description}”`}
            onClick={() =>
              void deleteRule({ variables: { id: rule.id } }).catch((cause: unknown) =>
                toast({ title: 'The rule could not be deleted', description: cause instanceof Error ? cause.message : 'Please try again.', variant: 'destructive' }),
              )
            }
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
