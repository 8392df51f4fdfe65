import { updateDoc } from '@/data';
import { isValidOab, normalizeOab } from '@/lib/validation/oab';
import { oabKey } from '@advocacia/shared/djen/publication';

export interface OabRegistration {
  uf: string;
  number: string;
}

/** The users schema's limit (issue 38's contract). */
export const MAX_SUPPLEMENTARY = 10;

/** Why a registration cannot be added (pt-BR), or null. */
export function supplementaryProblem(
  candidate: OabRegistration,
  principal: OabRegistration | null | undefined,
  current: readonly OabRegistration[],
): string | null {
  if (!candidate.uf) return 'Escolha a seccional (UF).';
  if (!candidate.number.trim() || !isValidOab(candidate.uf, candidate.number)) return 'Número da OAB inválido.';
  const key = oabKey(candidate.uf, candidate.number);
  if (principal && oabKey(principal.uf, principal.number) === key) return 'Esta é a sua inscrição principal.';
  if (current.some((r) => oabKey(r.uf, r.number) === key)) return 'Esta inscrição já está na lista.';
  if (current.length >= MAX_SUPPLEMENTARY) return `No máximo ${MAX_SUPPLEMENTARY} inscrições suplementares.`;
  return null;
}

/**
 * The person's inscrições suplementares (issue 38): saved on their own `users` document in the
 * local replica (offline too); the DJEN job asks each one with its own cursor, from 7 days back.
 */
export function saveSupplementaryOabs(uid: string, list: readonly OabRegistration[]): Promise<unknown> {
  return updateDoc(
    'users',
    uid,
    {
      oabSupplementary: list.map((r) => ({
        uf: r.uf.toUpperCase(),
        number: normalizeOab(r.number) ?? r.number.trim(),
      })),
    },
    { summary: 'Atualizou as próprias inscrições suplementares da OAB' },
  );
}
