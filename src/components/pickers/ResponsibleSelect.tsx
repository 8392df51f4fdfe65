import { NativeSelect } from '@chakra-ui/react';
import type { UserDoc } from '@/data';
import { StaffOptions } from './StaffOptions';

type ResponsibleSelectProps = NativeSelect.FieldProps & {
  staff: readonly Pick<UserDoc, 'id' | 'uid' | 'displayName' | 'role'>[];
  size?: NativeSelect.RootProps['size'];
  /** Each member's role after the name ('Ana (Advogado)'). */
  withRole?: boolean;
};

/**
 * The "Responsável" select of a record's form: "Ninguém" ('') or one staff member's uid.
 * Field props go to the select itself: `<ResponsibleSelect staff={staff} {...form.field('responsibleUid')} />`.
 */
export function ResponsibleSelect({ staff, size, withRole, ...field }: ResponsibleSelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>
        <option value="">Ninguém</option>
        <StaffOptions staff={staff} withRole={withRole} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
