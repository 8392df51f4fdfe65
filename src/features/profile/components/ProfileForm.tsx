import { Button, Flex, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormField } from '@/components/form/FormField';
import { MaskedInput } from '@/components/form/MaskedInput';
import { MASKS } from '@/components/form/masks';
import { UnsavedChangesGuard } from '@/components/form/UnsavedChangesGuard';
import { saveWithNotice } from '@/components/form/use-record-editor';
import { UFS } from '@/lib/validation/uf';
import type { StoredUser } from '@/features/auth';
import { useForm } from '@/lib/forms/use-form';
import { saveProfile } from '../api/save-profile';
import { profileFormSchema, profileFormValues } from '../profile-schema';

interface ProfileFormProps {
  user: StoredUser;
  /** The saved session user: the caller stores it (localStorage '@lembretes:user') so the shell follows. */
  onSaved: (user: StoredUser) => void;
}

/** Name, phone, CPF and OAB of the signed-in member; saved to the local replica, offline too. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const form = useForm(profileFormSchema, profileFormValues(user));

  const submit = form.handleSubmit(async (values) => {
    const saved = await saveWithNotice(() => saveProfile(user, values));
    if (!saved) return;
    onSaved(saved);
    form.reset(profileFormValues(saved));
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Dados pessoais">
      <UnsavedChangesGuard dirty={form.dirty && !form.submitting} />
      <Stack gap="4">
        <FormField label="Nome completo" error={form.errors.displayName} required>
          <Input autoComplete="name" size="lg" {...form.field('displayName')} />
        </FormField>
        <FormField label="E-mail" helper="O e-mail de acesso não pode ser alterado aqui.">
          <Input value={user.email} readOnly size="lg" variant="subtle" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Telefone" error={form.errors.phoneNumber} helper="Com DDD." required>
            <MaskedInput autoComplete="tel-national" size="lg" {...MASKS.phone} {...form.masked('phoneNumber')} />
          </FormField>
          <FormField label="CPF" error={form.errors.cpf} helper="Somente números." required>
            <Input inputMode="numeric" autoComplete="off" maxLength={14} size="lg" {...form.field('cpf')} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FormField label="OAB — seccional (UF)" error={form.errors.oabUf}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...form.field('oabUf')}>
                <option value="">Sem OAB</option>
                {UFS.map((uf) => (
                  <option key={uf} value={uf}>
                    {uf}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Stack gridColumn={{ sm: 'span 2' }}>
            <FormField
              label="Número da OAB"
              error={form.errors.oabNumber}
              helper="Para advogados(as). Ex.: 123456 ou 123.456-A."
            >
              <Input autoComplete="off" size="lg" maxLength={12} {...form.field('oabNumber')} />
            </FormField>
          </Stack>
        </SimpleGrid>
        <Flex justify="flex-end" gap="3">
          <Button
            variant="outline"
            size="lg"
            type="button"
            disabled={!form.dirty}
            onClick={() => form.reset(profileFormValues(user))}
          >
            Descartar alterações
          </Button>
          <Button type="submit" colorPalette="blue" size="lg" loading={form.submitting}>
            Salvar
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
