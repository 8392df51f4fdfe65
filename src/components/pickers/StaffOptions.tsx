import type { UserDoc } from '@/data';
import { ROLE_LABELS } from '@advocacia/shared/config/roles';

type StaffMember = Pick<UserDoc, 'id' | 'uid' | 'displayName' | 'role'>;

/**
 * The `<option>`s of a "Responsável" select: one per staff member, by uid (older profiles: by id);
 * `except` leaves one out; `withRole` adds each member's role to the name.
 */
export function StaffOptions({
  staff,
  except,
  withRole,
}: {
  staff: readonly StaffMember[];
  except?: string;
  withRole?: boolean;
}) {
  return staff
    .filter((u) => (u.uid || u.id) !== except)
    .map((u) => (
      <option key={u.id} value={u.uid || u.id}>
        {withRole ? `${u.displayName} (${ROLE_LABELS[u.role]})` : u.displayName}
      </option>
    ));
}
