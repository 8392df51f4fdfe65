import { Button, Input, Link as ChakraLink, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useForm } from '@/lib/forms/use-form';
import { FormField } from '@/components/form/FormField';
import { LoadingOverlay } from '@/components/feedback/LoadingOverlay';
import { ROLE_LABELS, SELF_SIGN_UP_ROLES } from '@advocacia/shared/config/roles';
import { PRIVACY_PATH } from '@/config/constants';
import { NEW_PASSWORD_MIN } from '@/lib/validation';
import { SignUpSchema, type SignUpInput } from '../auth-schemas';
import { AuthLayout } from './AuthLayout';

const EMPTY = { displayName: '', email: '', password: '', cpf: '', phoneNumber: '', role: 'advogado' };

export function SignUpForm({ onSubmit }: { onSubmit: (input: SignUpInput) => Promise<unknown> }) {
  const form = useForm(SignUpSchema, EMPTY);
  return (
    <AuthLayout
      title="Criar conta"
      footer={
        <Text fontSize="sm" textAlign="center">
          Já tem conta?{' '}
          <ChakraLink asChild colorPalette="blue" fontWeight="medium">
            <Link to="/entrar">Entrar</Link>
          </ChakraLink>
        </Text>
      }
    >
      {form.submitting && <LoadingOverlay label="Criando sua conta…" />}
      <form noValidate onSubmit={form.handleSubmit((input) => onSubmit(input).catch(() => undefined))}>
        <Stack gap="4">
          <FormField label="Nome completo" error={form.errors.displayName} required>
            <Input autoComplete="name" size="lg" {...form.field('displayName')} />
          </FormField>
          <FormField label="E-mail" error={form.errors.email} required>
            <Input type="email" autoComplete="email" inputMode="email" size="lg" {...form.field('email')} />
          </FormField>
          <FormField
            label="Senha"
            error={form.errors.password}
            helper={`Pelo menos ${NEW_PASSWORD_MIN} caracteres.`}
            required
          >
            <Input type="password" autoComplete="new-password" size="lg" {...form.field('password')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="CPF" error={form.errors.cpf} helper="Somente números." required>
              <Input inputMode="numeric" autoComplete="off" maxLength={14} size="lg" {...form.field('cpf')} />
            </FormField>
            <FormField label="Telefone" error={form.errors.phoneNumber} helper="Com DDD." required>
              <Input type="tel" inputMode="tel" autoComplete="tel-national" size="lg" {...form.field('phoneNumber')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Função" error={form.errors.role} required>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...form.field('role')}>
                {SELF_SIGN_UP_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Text fontSize="sm" color="fg.muted">
            Ao criar a conta você declara ter lido a{' '}
            <ChakraLink asChild textDecoration="underline">
              <Link to={PRIVACY_PATH}>política de privacidade</Link>
            </ChakraLink>
            .
          </Text>
          <Button type="submit" size="lg" colorPalette="blue" loading={form.submitting}>
            Criar conta
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
