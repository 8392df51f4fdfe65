import { saveJobSwitch } from '@/data';

/** "Consultas automáticas" (issue 38): an admin turns DJEN or DataJud on or off for the firm (online). */
export function setJobSwitch(actorUid: string, job: 'djen' | 'datajud', on: boolean): Promise<void> {
  return saveJobSwitch(actorUid, job, on);
}
