import { heartbeatingActivities, temporalCancellation } from '../modules/jobs/activities';
import { createPassActivities } from './pass-activities';
import { createServices, type AppDeps } from './services';

/** Every activity a Temporal worker runs: each registered job kind's, the end of an unfinished job, and the passes'. */
export function createWorkerActivities(deps: AppDeps) {
  const unit = () => createServices(deps, deps.orm.em.fork()).jobKindServices;
  return heartbeatingActivities({ ...deps.jobKinds.allActivities(unit, { cancellation: temporalCancellation }), ...createPassActivities(deps) });
}
