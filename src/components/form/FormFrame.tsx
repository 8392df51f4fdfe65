import type { FormEventHandler, ReactNode } from 'react';
import { Fieldset, Stack } from '@chakra-ui/react';
import { FormActions } from './FormActions';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

interface FormFrameProps {
  /** The form's accessible name ("Nova categoria", "Editar atalho"). */
  label: string;
  form: { dirty: boolean; submitting: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Why the role may not save: the fields are disabled and the button says it. */
  disabledReason?: string | null;
  children: ReactNode;
}

/**
 * A record's form around its fields: the unsaved-changes guard (off while saving, so the page may
 * leave once saved), the fields disabled without permission, Salvar / Cancelar.
 */
export function FormFrame({ label, form, onSubmit, onCancel, disabledReason, children }: FormFrameProps) {
  return (
    <>
      <UnsavedChangesGuard dirty={form.dirty && !form.submitting} />
      <form noValidate onSubmit={onSubmit} aria-label={label}>
        <Fieldset.Root disabled={Boolean(disabledReason)}>
          <Stack gap="5">{children}</Stack>
        </Fieldset.Root>
        <FormActions submitting={form.submitting} onCancel={onCancel} disabledReason={disabledReason} />
      </form>
    </>
  );
}
