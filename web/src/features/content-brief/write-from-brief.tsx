import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { PenLine } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { CreditUsageQuery } from '../credits/use-credits-left';
import { generatorErrorMessage } from '../content-generator/keyword-errors';
import type { BriefArticleStart } from '../content-generator/generator-flow';
import { GenerateArticlesMutation } from '../content-generator/use-article-job';
import { jobState } from '../jobs/use-job';

/**
 * Writes the brief's own keyword's article with the brief, at once: no seed-keyword expansion (which
 * would spend keyword searches and propose other keywords). The generator then shows it being written.
 */
export function WriteFromBriefButton({ brief }: { brief: { id: string; keyword: string } }) {
  const navigate = useNavigate();
  const [generate, { loading }] = useMutation(GenerateArticlesMutation, { refetchQueries: [CreditUsageQuery] });

  async function write() {
    try {
      const { data } = await generate({ variables: { input: { flow: 'KEYWORD', source: brief.keyword, keywords: [brief.keyword], briefId: brief.id } } });
      if (!data) throw new Error('No article returned');
      const start: BriefArticleStart = { jobId: jobState(data.generateArticles).id, keyword: brief.keyword };
      void navigate('/content-generator', { state: { briefArticle: start } });
    } catch (error) {
      toast({ title: 'Article generation error', description: generatorErrorMessage(error, 'No article returned'), variant: 'destructive' });
    }
  }

  return (
    <Button type="button" variant="outline" className="w-fit" disabled={loading} onClick={() => void write()}>
      <PenLine aria-hidden="true" />
      {loading ? 'Starting the article…' : 'Write an article from this brief'}
    </Button>
  );
}
