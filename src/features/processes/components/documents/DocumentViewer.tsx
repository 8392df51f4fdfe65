import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Box, Button, Flex, Heading, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { DocumentEntry } from '../../documents';
import { useDocumentFile } from './use-document-file';

const PdfViewer = lazy(() => import('./PdfViewer'));

const UNAVAILABLE: Record<'offline' | 'not-uploaded' | 'failed', string> = {
  offline: 'Sem conexão: este documento não está guardado neste aparelho.',
  'not-uploaded': 'O arquivo ainda não chegou ao armazenamento (foi adicionado em outro aparelho).',
  failed: 'Não foi possível baixar o documento. Tente de novo.',
};

/** One document open on the page: images natively, PDFs with pdf.js (loaded only now). */
export function DocumentViewer({ uid, entry, onClose }: { uid: string; entry: DocumentEntry; onClose: () => void }) {
  const file = useDocumentFile(uid, entry);
  const isPdf = entry.document.contentType === 'application/pdf';
  const blob = file.state === 'ready' ? file.blob : null;
  const imageUrl = useMemo(() => (blob && !isPdf ? URL.createObjectURL(blob) : null), [blob, isPdf]);
  useEffect(() => () => void (imageUrl && URL.revokeObjectURL(imageUrl)), [imageUrl]);

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l3" p="4" role="region" aria-label={`Documento ${entry.status}`}>
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h3" size="sm">
          {entry.status}
        </Heading>
        <Button variant="ghost" minH="11" onClick={onClose} aria-label="Fechar documento">
          <X aria-hidden /> Fechar
        </Button>
      </Flex>
      {file.state === 'loading' && <Spinner aria-label="Abrindo documento" />}
      {file.state === 'unavailable' && <Text color="fg.muted">{UNAVAILABLE[file.reason]}</Text>}
      {blob && isPdf && (
        <Suspense fallback={<Spinner aria-label="Carregando o leitor de PDF" />}>
          <PdfViewer file={blob} title={entry.status} />
        </Suspense>
      )}
      {blob && !isPdf && imageUrl && (
        <Box>
          <Image src={imageUrl} alt={entry.status} maxW="full" borderRadius="l2" />
        </Box>
      )}
    </Stack>
  );
}
