import { useRef, useState } from 'react';
import { Box, Button, Flex, Input, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { Camera, FileUp } from 'lucide-react';
import { DOCUMENT_KINDS, type DocumentKind } from '@/data';
import { FormField, saveWithNotice } from '@/components/form';
import { addDocument, DocumentFileError } from '../../api/add-document';
import {
  ACCEPTED_DOCUMENT_TYPES,
  DOCUMENT_KIND_LABELS,
  documentProblem,
  formatBytes,
  type DocumentOwner,
} from '../../documents';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * "Adicionar documento": a file, or a photo from the tablet's camera (`capture`), its name,
 * type and date. Works offline: the file waits on this device and is sent when online.
 */
export function AddDocumentForm({
  uid,
  owner,
  disabledReason,
  onDone,
}: {
  uid: string;
  owner: DocumentOwner;
  disabledReason: string | null;
  onDone: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [autoName, setAutoName] = useState('');
  const [kind, setKind] = useState<DocumentKind>('outro');
  const [date, setDate] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(documentProblem(chosen));
    setFile(chosen);
    // The name follows the file until the user types one of their own.
    const suggested = chosen.name.replace(/\.[^.]+$/, '').slice(0, 200);
    if (!name.trim() || name === autoName) setName(suggested);
    setAutoName(suggested);
  };
  const submit = async () => {
    if (!file) return setProblem('Escolha um arquivo ou tire uma foto.');
    if (!name.trim()) return setProblem('Dê um nome ao documento.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setProblem('Data inválida.');
    setSaving(true);
    const saved = await saveWithNotice(
      () => addDocument(uid, owner, { file, name, kind, date: new Date(`${date}T12:00:00`).toISOString() }),
      (error) => (error instanceof DocumentFileError ? (setProblem(error.message), true) : false),
    );
    setSaving(false);
    if (saved) onDone();
  };

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      aria-label="Novo documento"
      noValidate
      gap="3"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Flex gap="2" wrap="wrap" align="center">
        <Button type="button" variant="outline" minH="11" onClick={() => fileInput.current?.click()}>
          <FileUp aria-hidden /> Escolher arquivo
        </Button>
        <Button type="button" variant="outline" minH="11" onClick={() => cameraInput.current?.click()}>
          <Camera aria-hidden /> Tirar foto
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_DOCUMENT_TYPES}
          hidden
          aria-label="Arquivo do documento"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label="Foto do documento"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {file && (
          <Text fontSize="sm" color="fg.muted">
            {file.name} · {formatBytes(file.size)}
          </Text>
        )}
      </Flex>
      <FormField label="Nome" required>
        <Input minH="11" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <Flex gap="3" wrap="wrap">
        <FormField label="Tipo">
          <NativeSelect.Root>
            <NativeSelect.Field minH="11" value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DOCUMENT_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Data do documento">
          <Input type="date" minH="11" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
      </Flex>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <Box>
        <Button
          type="submit"
          colorPalette="blue"
          minH="11"
          loading={saving}
          disabled={Boolean(disabledReason) || (file !== null && documentProblem(file) !== null)}
          title={disabledReason ?? undefined}
        >
          Adicionar documento
        </Button>
        <Button type="button" variant="ghost" minH="11" ml="2" onClick={onDone}>
          Cancelar
        </Button>
      </Box>
    </chakra.form>
  );
}
