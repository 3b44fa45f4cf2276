import type { Response, Router } from 'express';
import { csvLines } from '../../common/csv';
import { contextOf } from '../../common/rest-context';
import { streamResponse } from '../../common/stream-response';
import type { CsvExport } from './ai-visibility-exports.service';

const PROJECT = '/ai-visibility/projects/:id';

/** A client that stops reading loses its connection after the configured stall. */
function stalledExport(res: Response) {
  const { deps, requestId } = contextOf(res);
  return {
    timeoutMs: deps.config.exportStallTimeoutMs,
    onStalled: () => deps.logger.warn({ requestId, stalledMs: deps.config.exportStallTimeoutMs }, 'export client stopped reading; response closed'),
  };
}

async function sendCsv(res: Response, csv: CsvExport): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${csv.fileName}"`);
  await streamResponse(
    res,
    (async function* () {
      yield csvLines([csv.columns]);
      for await (const row of csv.rows) yield csvLines([row]);
    })(),
    stalledExport(res),
  );
}

/** The stored answers and the summary of a project as CSV downloads (`?run=&surface=`). */
export function registerAiVisibilityExportRoutes(router: Router): void {
  router.get(`${PROJECT}/answers.csv`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    await sendCsv(res, await services.aiVisibilityExports.answersCsv(viewer, req.params.id, { run: req.query.run, surface: req.query.surface }));
  });

  router.get(`${PROJECT}/summary.csv`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    await sendCsv(res, await services.aiVisibilityExports.summaryCsv(viewer, req.params.id, { run: req.query.run, surface: req.query.surface, prompt: req.query.prompt, tag: req.query.tag }));
  });
}
