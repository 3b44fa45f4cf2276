import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { formatCell, matrixKey, promptSurfaceMatrix, surfaceLabel, type MatrixSample } from './ai-visibility-format';

interface PromptSurfaceMatrixProps {
  prompts: readonly string[];
  surfaces: readonly string[];
  samples: readonly MatrixSample[];
  brand: string;
}

/** Per prompt and surface, the share of checked samples naming the brand; a cell with none checked says so. */
export function PromptSurfaceMatrix({ prompts, surfaces, samples, brand }: PromptSurfaceMatrixProps) {
  const cells = promptSurfaceMatrix(samples, brand);
  return (
    <Table aria-label="Prompts by surface" data-testid="ai-matrix">
      <caption className="mb-2 text-left text-sm text-muted-foreground">{`Share of checked samples naming ${brand}, per prompt and surface`}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Prompt</TableHead>
          {surfaces.map((surface) => (
            <TableHead key={surface} scope="col">
              {surfaceLabel(surface)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {prompts.map((prompt) => (
          <TableRow key={prompt}>
            <TableHead scope="row" className="min-w-40 font-normal">
              {prompt}
            </TableHead>
            {surfaces.map((surface) => {
              const cell = cells.get(matrixKey(prompt, surface));
              const unchecked = !cell || cell.share == null;
              return (
                <TableCell key={surface} className={cn(unchecked && 'italic text-muted-foreground')} data-not-checked={unchecked ? '' : undefined}>
                  {formatCell(cell)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
