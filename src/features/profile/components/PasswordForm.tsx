import { useState } from 'react';
import { Alert, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormField } from '@/components/form/FormField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useOnlineStatus } from '@/lib/hooks/use-online-status';
import { useForm } from '@/lib/forms/use-form';
import { notifySuccess } from '@/lib/toaster';
import { NEW_PASSWORD_MIN } from '@/lib/validation';
import {
  OFFLINE_PASSWORD_MESSAGE,
  PasswordChangeError,
  changePassword as firebaseChangePassword,
} from '../api/change-password';
import { passwordFormSchema } from '../profile-schema';

const EMPTY = { current: '', next: '', confirm: '' };

interface PasswordFormProps {
  /** Injected in tests; Firebase Auth (reauthenticate + updatePassword) otherwise. */
  changePassword?: (current: string, next: string) => Promise<void>;
}

/** Change of password. Needs the server, so it is disabled with a clear message offline. */
export function PasswordForm({ changePassword = firebaseChangePassword }: PasswordFormProps) {
  const online = useOnlineStatus();
  const form = useForm(passwordFormSchema, EMPTY);
  const [failure, setFailure] = useState<PasswordChangeError | null>(null);
  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => {
      form.setValue(name, e.target.value);
      setFailure(null);
    },
    onBlur: () => form.touch(name),
  });

  const submit = form.handleSubmit(async ({ current, next }) => {
    setFailure(null);
    try {
      await changePassword(current, next);
      form.reset(EMPTY);
      notifySuccess('Senha alterada');
    } catch (error) {
      setFailure(
        error instanceof PasswordChangeError
          ? error
          : new PasswordChangeError('Não foi possível trocar a senha. Tente de novo.'),
      );
    }
  });

  const fieldError = (name: 'current' | 'next') =>
    form.errors[name] ?? (failure?.field === name ? failure.message : undefined);

  return (
    <form noValidate onSubmit={submit} aria-label="Trocar senha">
      <Stack gap="4">
        {!online && (
          <Alert.Root status="warning" data-testid="password-offline">
            <Alert.Indicator />
            <Alert.Title>{OFFLINE_PASSWORD_MESSAGE}</Alert.Title>
          </Alert.Root>
        )}
        {failure && !failure.field && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure.message}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Senha atual" error={fieldError('current')} required>
          <Input type="password" autoComplete="current-password" size="lg" {...bind('current')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label="Nova senha"
            error={fieldError('next')}
            helper={`Pelo menos ${NEW_PASSWORD_MIN} caracteres.`}
            required
          >
            <Input type="password" autoComplete="new-password" size="lg" {...bind('next')} />
          </FormField>
          <FormField label="Confirme a nova senha" error={form.errors.confirm} required>
            <Input type="password" autoComplete="new-password" size="lg" {...bind('confirm')} />
          </FormField>
        </SimpleGrid>
        <Flex justify="flex-end">
          <SubmitButton submitting={form.submitting} disabledReason={online ? null : OFFLINE_PASSWORD_MESSAGE}>
            Trocar senha
          </SubmitButton>
        </Flex>
      </Stack>
    </form>
  );
}
