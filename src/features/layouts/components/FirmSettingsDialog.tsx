import { useState } from 'react';
import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { DialogActions, FormField } from '@/components/form';
import { notifySuccess } from '@/lib/toaster';
import { useFirmSettings, type FirmSettings } from '../firm-settings';

const FIELDS: Array<{ key: keyof FirmSettings; label: string; type?: string }> = [
  { key: 'nome', label: 'Nome do escritório' },
  { key: 'cnpj', label: 'CNPJ' },
  { key: 'endereco', label: 'Endereço completo' },
  { key: 'telefone', label: 'Telefone', type: 'tel' },
  { key: 'email', label: 'E-mail', type: 'email' },
];

/** Edits the {{escritorio.*}} values kept on this device. */
export function FirmSettingsDialog() {
  const [settings, save] = useFirmSettings();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(settings);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) setDraft(settings);
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" minH="11">
          <Building2 size={18} aria-hidden /> Dados do escritório
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Dados do escritório</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  Usados nos campos “Escritório” dos layouts. Ficam salvos neste aparelho.
                </Text>
                {FIELDS.map((f) => (
                  <FormField key={f.key} label={f.label}>
                    <Input
                      minH="11"
                      type={f.type ?? 'text'}
                      value={draft[f.key]}
                      onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                    />
                  </FormField>
                ))}
              </Stack>
            </Dialog.Body>
            <DialogActions
              onCancel={() => setOpen(false)}
              confirmLabel="Salvar"
              onConfirm={() => {
                save(draft);
                setOpen(false);
                notifySuccess('Salvo');
              }}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
