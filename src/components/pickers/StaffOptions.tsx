import type { UserDoc } from '@/data';

type StaffMember = Pick<UserDoc, 'id' | 'uid' | 'displayName'>;

/** The `<option>`s of a "Responsável" select: one per staff member, by uid (older profiles: by id); `except` leaves one out. */
export function StaffOptions({ staff, except }: { staff: readonly StaffMember[]; except?: string }) {
  return staff
    .filter((u) => (u.uid || u.id) !== except)
    .map((u) => (
      <option key={u.id} value={u.uid || u.id}>
        {u.displayName}
      </option>
    ));
}
