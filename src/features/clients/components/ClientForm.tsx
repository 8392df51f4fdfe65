import { CLIENT_KIND_LABELS } from '../labels';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Flex,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CLIENT_KINDS, type ClientDoc } from '@/data';
import { useForm } from '@/lib/forms/use-form';
import type { RecordFormProps } from '@/lib/forms/form-props';
import {
  CheckboxField,
  DraftNotice,
  FormActions,
  FormField,
  MASKS,
  MaskedInput,
  UnsavedChangesGuard,
  useFollowRecord,
  useFormDraft,
} from '@/components/form';
import { UFS, UF_NAMES } from '@/lib/validation/uf';
import { isValidCep } from '@/lib/validation/cep';
import { ResponsibleSelect } from '@/components/pickers';
import { digitsOnly, formatDateTime } from '@/lib/format';
import {
  clientFormSchema,
  clientToForm,
  DEFAULT_CONSENT_PURPOSE,
  EMPTY_CLIENT_FORM,
  type ClientFormOutput,
  type ClientFormValues,
} from '../client-form';
import { useCategories } from '../api/use-categories';
import { useDuplicateClients } from '../api/use-duplicate-clients';
import { useStaff } from '@/data';
import { useCepLookup } from '../cep/use-cep-lookup';

/** `record`: the stored client when editing, absent when creating; `onSubmit`: the page saves (create or update) and resolves to the saved client. */
type ClientFormProps = RecordFormProps<ClientDoc, ClientFormOutput>;

function SectionTitle({ children }: { children: string }) {
  return (
    <Heading as="h2" size="md" mt="2">
      {children}
    </Heading>
  );
}

/** The address's text fields in the order of a Brazilian address, after the CEP; `wide` ones span two columns. */
const ADDRESS_FIELDS = [
  { key: 'street', label: 'Logradouro', wide: true },
  { key: 'number', label: 'Número', wide: false },
  { key: 'complement', label: 'Complemento', wide: true },
  { key: 'district', label: 'Bairro', wide: false },
  { key: 'city', label: 'Cidade', wide: false },
] as const;

/** Create / edit a client (PF or PJ): identification, contact, address with CEP look-up, organisation, LGPD consent. */
export function ClientForm({ record: client, disabledReason, onSubmit, onCancel }: ClientFormProps) {
  const schema = useMemo(() => clientFormSchema(), []);
  const form = useForm(schema, client ? clientToForm(client) : EMPTY_CLIENT_FORM);
  const { values, setValue, errors, field, masked } = form;
  const { categories } = useCategories();
  const { staff } = useStaff();

  // When the stored record changes under an untouched form (sync brought a newer version), show it.
  const adopt = useFollowRecord(form, client, clientToForm);

  const cepDigits = digitsOnly(values.cep);
  const cep = useCepLookup(isValidCep(cepDigits) ? cepDigits : null);
  // Fill the address from a CEP the person typed here, once per CEP: the stored CEP of a
  // client being edited does not overwrite the address someone may have corrected by hand.
  const filledFor = useRef(client?.address.cep ?? '');
  useEffect(() => {
    if (cep.status !== 'found' || filledFor.current === cepDigits) return;
    filledFor.current = cepDigits;
    const a = cep.answer.address!;
    setValue('street', a.street);
    setValue('district', a.district);
    setValue('city', a.city);
    setValue('uf', a.uf);
    if (a.complement) setValue('complement', a.complement);
  }, [cep, cepDigits, setValue]);

  // A half-filled form stays on this device when the person leaves it (issue 30).
  const draft = useFormDraft(
    client ? `cliente:${client.id}` : 'cliente:novo',
    form,
    // The restored address is the person's: the CEP look-up does not fill it again.
    useCallback((restored: ClientFormValues) => void (filledFor.current = digitsOnly(restored.cep)), []),
  );

  const cepError = errors.cep ?? (cep.status === 'not-found' ? 'CEP inválido' : undefined);
  const cepHelper =
    cep.status === 'loading'
      ? 'Consultando o CEP…'
      : cep.status === 'unavailable'
        ? cep.offline
          ? 'Sem conexão: este CEP ainda não foi consultado neste aparelho. Preencha o endereço à mão.'
          : 'Não foi possível consultar o CEP agora. Preencha o endereço à mão.'
        : cep.status === 'found'
          ? 'Endereço preenchido pelo CEP.'
          : 'Digite o CEP para preencher o endereço.';

  // A second client with the same CPF/CNPJ is usually the same person typed twice: say so
  // before saving, and save only after the person chooses "Salvar mesmo assim".
  const { key: documentKey, duplicates } = useDuplicateClients(values.kind, values.document, client?.id);
  const [duplicateBlocked, setDuplicateBlocked] = useState<{ key: string; attempt: number } | null>(null);

  // Editing a record that already shared its document before is not asked again.
  const documentIsNew = documentKey !== (client?.document ?? null);

  /** `confirmedDocument`: the document "Salvar mesmo assim" was pressed for. */
  const save = (confirmedDocument: string | null) =>
    form.handleSubmit(async (output, loaded) => {
      if (duplicates.length > 0 && output.document !== client?.document && confirmedDocument !== output.document) {
        setDuplicateBlocked((prev) => ({ key: output.document, attempt: (prev?.attempt ?? 0) + 1 }));
        return;
      }
      const saved = await onSubmit(output, loaded.output);
      if (saved) {
        draft.clear();
        adopt(saved);
      }
    });
  const submit = save(null);

  const isPf = values.kind === 'PF';

  return (
    <form noValidate onSubmit={submit} aria-label={client ? 'Dados do cliente' : 'Novo cliente'}>
      <UnsavedChangesGuard dirty={form.dirty && !form.submitting} draftKept />
      <Stack gap="5" maxW="4xl">
        <DraftNotice draft={draft} />
        <SectionTitle>Identificação</SectionTitle>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            Tipo de cliente
          </Fieldset.Legend>
          <RadioGroup.Root
            value={values.kind}
            onValueChange={(e) => {
              const kind = e.value === 'PJ' ? 'PJ' : 'PF';
              if (kind === values.kind) return;
              // CPF and CNPJ have different shapes: keep nothing that would fail the other rule.
              setValue('kind', kind);
              setValue('document', '');
              if (kind === 'PJ') setValue('birthDate', '');
            }}
            colorPalette="blue"
          >
            <HStack gap="6" wrap="wrap">
              {CLIENT_KINDS.map((k) => (
                <RadioGroup.Item key={k} value={k} minH="11">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{CLIENT_KIND_LABELS[k]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Fieldset.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={isPf ? 'Nome completo' : 'Razão social'} error={errors.name} required>
            <Input size="lg" autoComplete="off" {...field('name')} />
          </FormField>
          {isPf ? (
            <FormField label="CPF" error={errors.document} helper="Somente números, sem pontos nem traço." required>
              {/* Digits as typed, no mask: the spec rejects a CPF written with dots or dashes. */}
              <Input size="lg" inputMode="numeric" autoComplete="off" maxLength={14} {...field('document')} />
            </FormField>
          ) : (
            <FormField
              label="CNPJ"
              error={errors.document}
              helper="Números e letras (CNPJ alfanumérico) são aceitos."
              required
            >
              <MaskedInput size="lg" autoComplete="off" {...MASKS.cnpj} {...masked('document')} />
            </FormField>
          )}
          {duplicates.length > 0 && (
            <Box gridColumn={{ md: 'span 2' }}>
              <DuplicateDocumentWarning
                kind={values.kind}
                duplicates={duplicates}
                blockedAttempt={duplicateBlocked?.key === documentKey ? duplicateBlocked.attempt : 0}
                onSaveAnyway={documentIsNew ? () => void save(documentKey)() : undefined}
              />
            </Box>
          )}
          {isPf && (
            <FormField label="Data de nascimento" error={errors.birthDate} helper="dd/mm/aaaa">
              <MaskedInput size="lg" {...MASKS.date} {...masked('birthDate')} />
            </FormField>
          )}
        </SimpleGrid>

        <SectionTitle>Contato</SectionTitle>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="E-mail" error={errors.email}>
            <Input size="lg" type="email" inputMode="email" autoComplete="off" {...field('email')} />
          </FormField>
          <FormField label="Telefone" error={errors.phone} helper="Com DDD.">
            <MaskedInput size="lg" autoComplete="off" {...MASKS.phone} {...masked('phone')} />
          </FormField>
        </SimpleGrid>

        <SectionTitle>Endereço</SectionTitle>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="CEP" error={cepError} helper={cepHelper}>
            <Box position="relative">
              <MaskedInput size="lg" autoComplete="off" {...MASKS.cep} {...masked('cep')} />
              {cep.status === 'loading' && <Spinner size="sm" position="absolute" right="3" top="3.5" aria-hidden />}
            </Box>
          </FormField>
          {ADDRESS_FIELDS.map(({ key, label, wide }) => (
            <Box key={key} gridColumn={wide ? { md: 'span 2' } : undefined}>
              <FormField label={label} error={errors[key]}>
                <Input size="lg" autoComplete="off" {...field(key)} />
              </FormField>
            </Box>
          ))}
          <FormField label="UF" error={errors.uf}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...field('uf')}>
                <option value="">Selecione</option>
                {/* A stored value outside the 27 codes stays visible, so 'UF inválido' can be seen and fixed. */}
                {values.uf !== '' && !(UFS as readonly string[]).includes(values.uf) && (
                  <option value={values.uf}>{values.uf}</option>
                )}
                {UFS.map((uf) => (
                  <option key={uf} value={uf}>
                    {uf} — {UF_NAMES[uf]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>

        <SectionTitle>Organização</SectionTitle>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            Categorias
          </Fieldset.Legend>
          {categories.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Nenhuma categoria cadastrada. Crie categorias em Categorias para agrupar clientes.
            </Text>
          ) : (
            <Flex gap="2" wrap="wrap">
              {categories.map((c) => {
                const checked = values.categoryIds.includes(c.id);
                return (
                  <Checkbox.Root
                    key={c.id}
                    checked={checked}
                    onCheckedChange={(e) =>
                      setValue(
                        'categoryIds',
                        e.checked === true
                          ? [...values.categoryIds, c.id]
                          : values.categoryIds.filter((id) => id !== c.id),
                      )
                    }
                    borderWidth="1px"
                    borderRadius="full"
                    px="3"
                    minH="11"
                    bg={checked ? 'bg.emphasized' : undefined}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Box w="2.5" h="2.5" borderRadius="full" bg={c.color} aria-hidden />
                    <Checkbox.Label>{c.name}</Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </Flex>
          )}
        </Fieldset.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Responsável" error={errors.responsibleUid} helper="Quem da equipe acompanha este cliente.">
            <ResponsibleSelect size="lg" staff={staff} withRole {...field('responsibleUid')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Observações" error={errors.notes}>
          <Textarea rows={4} {...field('notes')} />
        </FormField>

        <SectionTitle>Consentimento (LGPD)</SectionTitle>
        <ConsentFields form={form} />

        <FormActions submitting={form.submitting} onCancel={onCancel} disabledReason={disabledReason} />
      </Stack>
    </form>
  );
}

/** Who already has this CPF/CNPJ, with a way to open that record or to save this one anyway. */
function DuplicateDocumentWarning({
  kind,
  duplicates,
  blockedAttempt,
  onSaveAnyway,
}: {
  kind: 'PF' | 'PJ';
  duplicates: ClientDoc[];
  /** How many times "Salvar" was refused for this document (0: not yet). */
  blockedAttempt: number;
  onSaveAnyway?: () => void;
}) {
  const label = kind === 'PF' ? 'CPF' : 'CNPJ';
  const [first] = duplicates;
  const ref = useRef<HTMLDivElement>(null);
  // "Salvar" is at the foot of a long form: bring the reason it did nothing into view.
  useEffect(() => {
    if (blockedAttempt === 0) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus();
  }, [blockedAttempt]);
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="warning" role="alert" aria-label={`${label} já cadastrado`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{label} já cadastrado</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>
              {duplicates.length === 1
                ? `Este ${label} já está no cadastro de `
                : `Este ${label} já está nos cadastros de `}
              {duplicates.map((c, i) => (
                <span key={c.id}>
                  {i > 0 && ', '}
                  <ChakraLink asChild colorPalette="blue" fontWeight="medium">
                    <Link to="/clientes/editar/$id" params={{ id: c.id }}>
                      {c.name}
                    </Link>
                  </ChakraLink>
                </span>
              ))}
              .{onSaveAnyway ? ' Confira se não é a mesma pessoa antes de salvar.' : ''}
            </Text>
            {blockedAttempt > 0 && (
              <Text fontWeight="medium">Nada foi salvo: abra o cadastro existente ou salve mesmo assim.</Text>
            )}
            <Flex gap="3" wrap="wrap">
              {first && (
                <Button asChild size="sm" colorPalette="blue">
                  <Link to="/clientes/editar/$id" params={{ id: first.id }}>
                    Abrir cadastro existente
                  </Link>
                </Button>
              )}
              {onSaveAnyway && (
                <Button type="button" size="sm" variant="outline" onClick={onSaveAnyway}>
                  Salvar mesmo assim
                </Button>
              )}
            </Flex>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type ConsentForm = {
  values: Pick<ClientFormValues, 'consentMessaging' | 'consentDate' | 'consentPurpose'>;
  errors: Record<string, string>;
  setValue: <K extends 'consentMessaging' | 'consentDate' | 'consentPurpose'>(
    key: K,
    value: ClientFormValues[K],
  ) => void;
  field: (key: 'consentPurpose') => {
    name: string;
    value: string;
    onChange: (e: { target: { value: string } }) => void;
    onBlur: () => void;
  };
};

/** Consent for messaging (LGPD art. 7, I / art. 8): given or not, when, for what purpose. */
export function ConsentFields({ form }: { form: ConsentForm }) {
  const { values, errors, setValue } = form;
  return (
    <Stack gap="3">
      <CheckboxField
        checked={values.consentMessaging}
        onCheckedChange={(given) => {
          setValue('consentMessaging', given);
          setValue('consentDate', given ? new Date().toISOString() : null);
          if (given && values.consentPurpose === '') setValue('consentPurpose', DEFAULT_CONSENT_PURPOSE);
        }}
        colorPalette="blue"
      >
        O cliente autoriza receber mensagens e notificações do escritório
      </CheckboxField>
      <Text fontSize="sm" color="fg.muted">
        {values.consentMessaging && values.consentDate
          ? `Consentimento registrado em ${formatDateTime(values.consentDate)}.`
          : 'Sem consentimento registrado: o cliente não recebe mensagens nem notificações.'}
      </Text>
      <FormField label="Finalidade do consentimento" error={errors.consentPurpose} required={values.consentMessaging}>
        <Textarea rows={2} {...form.field('consentPurpose')} />
      </FormField>
    </Stack>
  );
}
