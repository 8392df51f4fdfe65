import { Box, Flex, Image, Link, Progress, Text } from '@chakra-ui/react';
import { FileText, HardDrive, ShieldAlert } from 'lucide-react';
import { storageIsAvailable, useUploadProgress, type MessageDoc } from '@/data';
import { isStorageDownloadUrl } from '@/lib/storage-url';
import { formatBytes } from '../attachments';
import { useLocalAttachment } from '../hooks/use-local-attachment';
import { uploadErrorText } from '../upload-text';

type Attachment = MessageDoc['attachments'][number];

export const STORED_ON_DEVICE_MESSAGE =
  'Anexo guardado neste aparelho — será enviado quando o armazenamento estiver disponível';
export const UNVERIFIED_LINK_MESSAGE =
  'Endereço não verificado: não é um arquivo do armazenamento do escritório. Não foi aberto como link.';

function FileChip({ attachment, href }: { attachment: Attachment; href: string | null }) {
  const isImage = attachment.type.startsWith('image/');
  if (href && isImage) {
    return (
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        display="block"
        aria-label={`Abrir imagem ${attachment.name}`}
      >
        <Image
          src={href}
          alt={attachment.name}
          maxH="48"
          maxW="full"
          borderRadius="l2"
          objectFit="cover"
          loading="lazy"
        />
      </Link>
    );
  }
  const body = (
    <Flex align="center" gap="2" minH="11">
      <FileText size={20} aria-hidden />
      <Box minW="0">
        <Text truncate fontWeight="medium">
          {attachment.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {attachment.type === 'application/pdf' ? 'PDF' : 'Imagem'} · {formatBytes(attachment.size)}
        </Text>
      </Box>
    </Flex>
  );
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer" display="block" textDecoration="none">
      {body}
    </Link>
  ) : (
    body
  );
}

/** One attachment: the uploaded file, or the device copy with where it stands in the queue. */
export function AttachmentView({ attachment, uid }: { attachment: Attachment; uid: string }) {
  const uploaded = Boolean(attachment.downloadUrl);
  const local = useLocalAttachment(uid, attachment.storagePath, !uploaded);
  const progress = useUploadProgress(attachment.storagePath);
  if (uploaded) {
    if (isStorageDownloadUrl(attachment.downloadUrl, attachment.storagePath))
      return <FileChip attachment={attachment} href={attachment.downloadUrl} />;
    // Anyone who can write to Firestore can put any address here: show it as text, never as a link or image.
    return (
      <Box borderWidth="1px" borderRadius="l2" p="2" borderColor="border.warning">
        <FileChip attachment={attachment} href={null} />
        <Flex align="start" gap="1" mt="1" fontSize="xs" color="fg.warning">
          <ShieldAlert size={12} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
          <Text>{UNVERIFIED_LINK_MESSAGE}</Text>
        </Flex>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all" mt="1">
          {attachment.downloadUrl}
        </Text>
      </Box>
    );
  }

  let note: string;
  if (!local.present) note = 'Anexo ainda não enviado pelo aparelho de origem';
  else if (!storageIsAvailable()) note = STORED_ON_DEVICE_MESSAGE;
  else if (progress?.phase === 'enviando') note = `Enviando anexo… ${Math.round(progress.fraction * 100)}%`;
  else if (progress?.phase === 'erro') note = uploadErrorText(progress.error);
  else note = 'Anexo guardado neste aparelho — será enviado quando houver conexão';

  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="l2" p="2" bg="bg.subtle">
      <FileChip attachment={attachment} href={local.url} />
      {progress?.phase === 'enviando' && (
        <Progress.Root
          value={Math.round(progress.fraction * 100)}
          size="xs"
          mt="2"
          aria-label={`Envio de ${attachment.name}`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Flex align="center" gap="1" mt="1" fontSize="xs" color={progress?.phase === 'erro' ? 'fg.error' : 'fg.muted'}>
        <HardDrive size={12} aria-hidden />
        <Text>{note}</Text>
      </Flex>
    </Box>
  );
}
