import { useMemo } from 'react';
import { useLiveQuery, type ProcessStatusDoc } from '@/data';
import { awaitsTriage, DJEN_SOURCE, isNewPublication, namesLawyer } from '@advocacia/shared/djen/publication';

/** Who is looking: a lawyer with an OAB sees the publications naming them; the rest of the staff, the firm's. */
export interface PublicationViewer {
  uid: string;
  oab?: { uf: string; number: string } | null;
}

/** Oldest availability first (the oldest is the most urgent), then by id for a stable order. */
function byAvailability(a: ProcessStatusDoc, b: ProcessStatusDoc): number {
  return (a.djen?.availableOn ?? '').localeCompare(b.djen?.availableOn ?? '') || a.id.localeCompare(b.id);
}

export interface Publications {
  /** Every publication in scope, oldest first. */
  all: ProcessStatusDoc[];
  /** Waiting in "Publicações a triar". */
  toTriage: ProcessStatusDoc[];
  /** Not read yet (and not dismissed). */
  fresh: ProcessStatusDoc[];
  loading: boolean;
}

/**
 * The DJEN publications on this device (typed `status_proccess` documents), from the local
 * replica: the lists and counts survive a reload and work offline.
 */
export function usePublications(viewer: PublicationViewer, everyone = false): Publications {
  const { data, loading } = useLiveQuery('status_proccess', { selector: { source: DJEN_SOURCE } });
  const uid = viewer.uid;
  const oabNumber = viewer.oab?.number ?? '';
  return useMemo(() => {
    const all = data.filter((d) => everyone || !oabNumber || namesLawyer(d, uid)).sort(byAvailability);
    return {
      all,
      toTriage: all.filter((d) => awaitsTriage(d)),
      fresh: all.filter((d) => isNewPublication(d)),
      loading,
    };
  }, [data, loading, uid, oabNumber, everyone]);
}

/** The new publications' count for the navigation badge. */
export function useNewPublicationsCount(viewer: PublicationViewer): number {
  return usePublications(viewer).fresh.length;
}
