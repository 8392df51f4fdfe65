import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';

/**
 * A form's main button. `disabledReason` (no permission, offline) disables it and says why on
 * hover; `disabled` covers the rest (nothing changed yet).
 */
export function SubmitButton({
  submitting,
  disabledReason,
  disabled = false,
  children,
}: {
  submitting: boolean;
  disabledReason?: string | null;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      colorPalette="blue"
      size="lg"
      loading={submitting}
      disabled={Boolean(disabledReason) || disabled}
      title={disabledReason ?? undefined}
    >
      {children}
    </Button>
  );
}
