import { useState } from 'react';
import { Badge, Box, Button, Grid, HStack, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { CalendarOff, Trash2 } from 'lucide-react';
import * as v from 'valibot';
import { PageHeader } from '@/components/layout/PageHeader';
import { DateInput, FormField, saveWithNotice } from '@/components/form';
import { toBr } from '@/lib/deadlines';
import { useCurrentUser } from '@/features/auth';
import { addClosure, closureInputSchema, removeClosure, type ClosureInput } from '../api/closure-writes';
import { courtsText, type ClosureKind } from '../closures';
import { useFirmClosures } from '../hooks/use-firm-closures';

const KIND_LABEL: Readonly<Record<ClosureKind, string>> = {
  feriado: 'Feriado (municipal ou do tribunal)',
  suspensao: 'Suspensão de prazos (portaria, sistema fora do ar)',
};
const KIND_BADGE: Readonly<Record<ClosureKind, string>> = { feriado: 'Feriado', suspensao: 'Suspensão' };

const EMPTY: ClosureInput = { kind: 'feriado', name: '', from: '', to: '', courts: '', basis: '' };

type Errors = Partial<Record<keyof ClosureInput, string>>;

function errorsOf(input: ClosureInput): Errors | null {
  const r = v.safeParse(closureInputSchema, input);
  if (r.success) return null;
  const errors: Errors = {};
  for (const issue of r.issues) {
    const key = v.getDotPath(issue) as keyof ClosureInput | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * "Feriados e suspensões" (issue 38): the firm's own days without deadlines — municipal holidays
 * of its comarcas, a court's portaria, a system outage (CPC art. 224 §1º) — for the courts each
 * names. Every deadline of the product counts them (lib/deadlines), on every device, offline too.
 * Admins register them; everyone else reads the list.
 */
export function ClosuresPage() {
  const { role } = useCurrentUser();
  const isAdmin = role === 'admin';
  const { closures, loading } = useFirmClosures();
  const [form, setForm] = useState<ClosureInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof ClosureInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const found = errorsOf({ ...form, to: form.to || form.from });
    setErrors(found ?? {});
    if (found) return;
    setSaving(true);
    if (await saveWithNotice(() => addClosure(form))) setForm(EMPTY);
    setSaving(false);
  };

  return (
    <Stack maxW="4xl" gap="6">
      <PageHeader
        title="Feriados e suspensões"
        subtitle="Dias em que os prazos não correm nos tribunais do escritório: entram na conta de todos os prazos (Publicações, andamentos e agenda), em todos os aparelhos, também sem internet."
      />
      {isAdmin ? (
        <chakra.form
          noValidate
          aria-label="Cadastrar feriado ou suspensão"
          borderWidth="1px"
          borderRadius="l3"
          p="4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="4">
              <FormField label="Tipo" error={errors.kind} required>
                <NativeSelect.Root>
                  <NativeSelect.Field minH="11" value={form.kind} onChange={(e) => set('kind')(e.target.value)}>
                    {(Object.keys(KIND_LABEL) as ClosureKind[]).map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABEL[k]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Nome" error={errors.name} required>
                <Input
                  minH="11"
                  value={form.name}
                  placeholder="Ex.: Aniversário de Campinas; Portaria 12/2026 — PJe fora do ar"
                  onChange={(e) => set('name')(e.target.value)}
                />
              </FormField>
            </Grid>
            <Grid templateColumns={{ base: '1fr 1fr', md: '1fr 1fr 2fr' }} gap="4">
              <FormField label="De" error={errors.from} required>
                <DateInput value={form.from} onValueChange={set('from')} />
              </FormField>
              <FormField label="Até" error={errors.to} helper="Vazio: só o primeiro dia.">
                <DateInput value={form.to} onValueChange={set('to')} />
              </FormField>
              <FormField
                label="Tribunais"
                error={errors.courts}
                helper="Siglas separadas por vírgula (TJSP, TRT15). Vazio: todos os tribunais."
              >
                <Input minH="11" value={form.courts} onChange={(e) => set('courts')(e.target.value)} />
              </FormField>
            </Grid>
            <FormField label="Fundamento" error={errors.basis} helper="Lei municipal, portaria ou ato do tribunal.">
              <Input minH="11" value={form.basis} onChange={(e) => set('basis')(e.target.value)} />
            </FormField>
            <Box>
              <Button type="submit" colorPalette="blue" minH="11" loading={saving}>
                <CalendarOff size={18} aria-hidden /> Cadastrar
              </Button>
            </Box>
          </Stack>
        </chakra.form>
      ) : (
        <Text color="fg.muted">Somente administradores cadastram feriados e suspensões.</Text>
      )}

      {!loading && closures.length === 0 ? (
        <Text color="fg.muted" data-testid="closures-empty">
          Nenhum feriado ou suspensão cadastrado. Os prazos já contam os feriados nacionais, os forenses, os da Justiça
          Federal e os estaduais; cadastre aqui os municipais das suas comarcas e os atos dos tribunais.
        </Text>
      ) : (
        <chakra.ul listStyleType="none" display="grid" gap="2" aria-label="Feriados e suspensões cadastrados">
          {closures.map((c) => (
            <chakra.li key={c.id} borderWidth="1px" borderRadius="l2" p="3" data-testid="closure-item">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={c.kind === 'feriado' ? 'orange' : 'purple'}>{KIND_BADGE[c.kind]}</Badge>
                    <Text fontWeight="semibold">{c.name}</Text>
                  </HStack>
                  <Text fontSize="sm">
                    {c.to === c.from ? toBr(c.from) : `${toBr(c.from)} a ${toBr(c.to)}`} · {courtsText(c.courts)}
                  </Text>
                  {c.basis && (
                    <Text fontSize="sm" color="fg.muted">
                      {c.basis}
                    </Text>
                  )}
                </Stack>
                {isAdmin && (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    minH="11"
                    aria-label={`Excluir ${c.name}`}
                    onClick={() => void saveWithNotice(() => removeClosure(c))}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                )}
              </HStack>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
