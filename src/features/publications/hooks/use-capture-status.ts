import { useMemo } from 'react';
import { useLiveQuery } from '@/data';
import { CAPTURE_SOURCE, captureEntries, type CaptureEntry } from '../capture';
import type { DatajudCaptureStatus } from '@advocacia/shared/djen/capture';

/** The DJEN capture status of every registration, live from the local replica (offline too). */
export function useCaptureStatus(): {
  entries: CaptureEntry[];
  datajud: DatajudCaptureStatus | null;
  invalid: string[];
  loading: boolean;
} {
  const { data, loading } = useLiveQuery('status_proccess', { selector: { source: CAPTURE_SOURCE } });
  return useMemo(() => ({ ...captureEntries(data), loading }), [data, loading]);
}
