/**
 * The firm's switches for the backend's jobs (issue 38): `config/jobs` = { djen, datajud }
 * (booleans), written by an admin from the app (Perfil, "Consultas automáticas"; firestore.rules),
 * read by the scheduled jobs at the start of each run. Not replicated: the switch is only read by
 * the backend and changed online. A missing field leaves the environment's default
 * (DJEN_ENABLED; DataJud runs when its key is set): the environment keeps only what is secret.
 */
export const JOBS_CONFIG_COLLECTION = 'config';
export const JOBS_CONFIG_ID = 'jobs';

export interface JobsConfig {
  djen?: boolean;
  datajud?: boolean;
}

/** The switches a document holds; anything that is not a boolean is left out (the default applies). */
export function parseJobsConfig(data: unknown): JobsConfig {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    ...(typeof d.djen === 'boolean' ? { djen: d.djen } : {}),
    ...(typeof d.datajud === 'boolean' ? { datajud: d.datajud } : {}),
  };
}
