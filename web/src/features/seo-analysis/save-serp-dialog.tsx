import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { useToast } from '../../components/ui/toast';
import { graphql } from '../../gql';
import type { SerpAnalysisInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { SavedSerpAnalysesQuery } from './saved-serp-analyses';

export const SaveSerpAnalysisMutation = graphql(`
  mutation SaveSerpAnalysis($input: SaveSerpAnalysisInput!) {
    saveSerpAnalysis(input: $input) {
      id
    }
  }
`);

interface SaveSerpDialogProps {
  /** The analysis on screen; the server saves its own results for it. */
  analysis: SerpAnalysisInput | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Spec §2: the Save Results dialog asks only for a description. */
export function SaveSerpDialog({ analysis, open, onOpenChange }: SaveSerpDialogProps) {
  const { toast } = useToast();
  const [description, setDescription] = React.useState('');
  const [save, { loading }] = useMutation(SaveSerpAnalysisMutation, { refetchQueries: [SavedSerpAnalysesQuery] });

  function close() {
    setDescription('');
    onOpenChange(false);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!analysis || !description.trim()) return;
    try {
      await save({ variables: { input: { description: description.trim(), analysis } } });
      toast({ title: 'Results saved', description: description.trim() });
      close();
    } catch (error) {
      toast({ title: 'Could not save the results', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Save Results">
          <DialogHeader>
            <DialogTitle>Save Results</DialogTitle>
            <DialogDescription>Keep this snapshot of the results to open it again later.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="save-serp-description">Description</Label>
            <Textarea
              id="save-serp-description"
              value={description}
              maxLength={500}
              onChange={(event) => setDescription(event.target.value)}
              placeholder="e.g. Competitors before the spring update"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={loading || !description.trim()}>
              {loading ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
