import { Alert, Button, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useForm } from '@/lib/forms/use-form';
import { FormField } from '@/components/form/FormField';
import { LoadingOverlay } from '@/components/feedback/LoadingOverlay';
import { LoginSchema, type LoginInput } from '../login-schema';
import { AuthLayout } from './AuthLayout';

/** `notice`: why the previous session ended (e.g. it expired offline), shown above the form. */
export function LoginForm({
  onSubmit,
  notice,
}: {
  onSubmit: (input: LoginInput) => Promise<unknown>;
  notice?: string | null;
}) {
  const form = useForm(LoginSchema, { username: '', password: '' });
  return (
    <AuthLayout
      title="Entrar"
      footer={
        <Text fontSize="sm" textAlign="center">
          Ainda não tem conta?{' '}
          <ChakraLink asChild colorPalette="blue" fontWeight="medium">
            <Link to="/cadastrar">Criar conta</Link>
          </ChakraLink>
        </Text>
      }
    >
      {form.submitting && <LoadingOverlay label="Entrando…" />}
      {notice && (
        <Alert.Root status="warning" mb="4" role="alert">
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      )}
      <form noValidate onSubmit={form.handleSubmit((input) => onSubmit(input))}>
        <Stack gap="4">
          <FormField label="E-mail" error={form.errors.username} required>
            <Input type="email" autoComplete="username" inputMode="email" size="lg" {...form.field('username')} />
          </FormField>
          <FormField label="Senha" error={form.errors.password} required>
            <Input type="password" autoComplete="current-password" size="lg" {...form.field('password')} />
          </FormField>
          <Button type="submit" size="lg" colorPalette="blue" loading={form.submitting}>
            Entrar
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
