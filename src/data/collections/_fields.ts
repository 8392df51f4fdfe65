/**
 * The RxDB fields every collection shares (the form rules are src/lib/validation's, one
 * vocabulary for the collections' input schemas and the features' forms).
 *
 * Every replicated document carries the same bookkeeping fields. The id is made on the
 * device (crypto.randomUUID) so a record created offline already has its final key;
 * createdBy/updatedBy are Auth uids; instants are ISO-8601 UTC strings, which sort as
 * text, so they can be indexed and compared without parsing.
 */
export const baseProperties = {
  id: { type: 'string', maxLength: 128 },
  createdAt: { type: 'string', maxLength: 30 },
  createdBy: { type: 'string', maxLength: 128 },
  updatedAt: { type: 'string', maxLength: 30 },
  updatedBy: { type: 'string', maxLength: 128 },
} as const;

export const baseRequired = ['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/** Fields the data layer stamps itself; forms never send them. */
export type BaseFields = 'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy';

/**
 * A field no two live documents of a collection may share, declared with the collection
 * (`unique`), compared trimmed and without case or accents ("Família" = "familia ", "/BomDia" =
 * "/bomdia"). The repository refuses a clash (DataError 'duplicate', naming the collection and
 * field); the forms say it while typing (`useUniqueClash`).
 */
export interface UniqueKey {
  field: string;
}

/** The value as unique keys compare it; '' when there is nothing to compare. */
export function uniqueKeyValue(value: unknown): string {
  return typeof value === 'string'
    ? value
        .trim()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
    : '';
}

/** A calendar day that exists (rejects 2025-02-30, which Date would roll over). */
export { isValidIsoDate as isIsoDay } from '@advocacia/shared/validation/date';
