import { useEffect, useState } from 'react';
import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FileText, Image as ImageIcon, Plus } from 'lucide-react';
import { startUploadWorker, useLiveQuery, useUploadProgress } from '@/data';
import { EmptyState } from '@/components/data-list';
import { formatDate } from '@/lib/format';
import {
  DOCUMENT_KIND_LABELS,
  formatBytes,
  isDocumentEntry,
  type DocumentEntry,
  type DocumentOwner,
} from '../../documents';
import { AddDocumentForm } from './AddDocumentForm';
import { DocumentViewer } from './DocumentViewer';

/** The documents of a process (or, with processId '', of a client): list, add, open. */
export function DocumentsSection({
  uid,
  owner,
  createReason,
}: {
  uid: string;
  owner: DocumentOwner;
  createReason: string | null;
}) {
  const { data } = useLiveQuery('status_proccess', {
    selector: { processId: owner.processId, clientId: owner.clientId, source: 'document' },
    sort: [{ date: 'desc' }],
  });
  const documents = data.filter(isDocumentEntry);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = documents.find((d) => d.id === openId) ?? null;
  // Files added here (on this device) are sent while the page is open and whenever the connection returns.
  useEffect(() => startUploadWorker(uid), [uid]);

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md">
          Documentos
        </Heading>
        {!adding && (
          <Button
            variant="outline"
            minH="11"
            onClick={() => setAdding(true)}
            disabled={Boolean(createReason)}
            title={createReason ?? undefined}
          >
            <Plus aria-hidden /> Adicionar documento
          </Button>
        )}
      </Flex>
      {adding && (
        <AddDocumentForm uid={uid} owner={owner} disabledReason={createReason} onDone={() => setAdding(false)} />
      )}
      {documents.length === 0 && !adding ? (
        <EmptyState
          icon={<FileText />}
          title="Nenhum documento"
          description="Petições, decisões, procurações e documentos pessoais: PDF ou foto, disponíveis também sem conexão."
        />
      ) : (
        <Stack gap="2" as="ul" aria-label="Documentos" listStyleType="none">
          {documents.map((d) => (
            <DocumentRow key={d.id} entry={d} onOpen={() => setOpenId(d.id)} />
          ))}
        </Stack>
      )}
      {open && <DocumentViewer uid={uid} entry={open} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}

function DocumentRow({ entry, onOpen }: { entry: DocumentEntry; onOpen: () => void }) {
  const progress = useUploadProgress(entry.document.storagePath);
  const isPdf = entry.document.contentType === 'application/pdf';
  const state = entry.document.downloadUrl
    ? null
    : progress?.phase === 'enviando'
      ? `Enviando ${Math.round(progress.fraction * 100)}%`
      : progress?.phase === 'erro'
        ? 'Falha no envio; nova tentativa quando a conexão voltar'
        : 'Aguardando envio';
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body>
        <Flex gap="3" align="center" wrap="wrap">
          {isPdf ? <FileText aria-hidden /> : <ImageIcon aria-hidden />}
          <Stack gap="0" flex="1" minW="48">
            <Text fontWeight="medium">{entry.status}</Text>
            <Text fontSize="sm" color="fg.muted">
              {DOCUMENT_KIND_LABELS[entry.document.kind]} · {formatDate(entry.date)} · {isPdf ? 'PDF' : 'Imagem'} ·{' '}
              {formatBytes(entry.document.size)}
            </Text>
          </Stack>
          {state && <Badge colorPalette={progress?.phase === 'erro' ? 'red' : 'gray'}>{state}</Badge>}
          <Button variant="outline" minH="11" onClick={onOpen} aria-label={`Abrir ${entry.status}`}>
            Abrir
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
