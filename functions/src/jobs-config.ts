import {
  JOBS_CONFIG_COLLECTION,
  JOBS_CONFIG_ID,
  parseJobsConfig,
  type JobsConfig,
} from '@advocacia/shared/config/jobs';
import type { BackendDeps } from './access.js';

/** The firm's job switches (`config/jobs`, packages/shared/src/config/jobs.ts); {} when unreadable. */
export async function readJobsConfig(deps: BackendDeps): Promise<JobsConfig> {
  try {
    return parseJobsConfig((await deps.db.doc(`${JOBS_CONFIG_COLLECTION}/${JOBS_CONFIG_ID}`).get()).data());
  } catch {
    return {};
  }
}
