import { useId, useState } from 'react';
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CheckCheck, RefreshCw } from 'lucide-react';
import type { ProcessDoc } from '@/data';
import { describeDataError } from '@/components/feedback/describe-error';
import { hasUnseenDatajud } from '@advocacia/shared/datajud/tracking';
import { notifyBackendError, useServerAction } from '@/lib/http';
import { notify, notifyError } from '@/lib/toaster';
import { courtLabel, datajudStatusText, newMovementsText, refreshResultText } from '../datajud-text';
import { markDatajudSeen, refreshFromDatajud } from '../api/datajud';

interface DatajudPanelProps {
  process: ProcessDoc;
  /** Null when the role may mark news as seen (an edit of the process), else why not. */
  markReason: string | null;
}

/**
 * The process and the CNJ's DataJud (issue 16): when it was consulted (or why not), the news
 * nobody has seen yet, "Marcar como vistas" (offline too) and "Atualizar agora" (a server call:
 * disabled offline with the reason).
 */
export function DatajudPanel({ process, markReason }: DatajudPanelProps) {
  const server = useServerAction();
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const judicial = process.type === 'Judicial';
  const unseen = hasUnseenDatajud(process) ? (process.datajud?.newCount ?? 0) : 0;
  const alias = process.datajud?.alias ?? '';

  const onRefresh = async () => {
    setBusy(true);
    try {
      notify({ type: 'success', ...refreshResultText(await refreshFromDatajud(process.id)) });
    } catch (error) {
      notifyBackendError(error);
    } finally {
      setBusy(false);
    }
  };

  const onMarkSeen = async () => {
    try {
      await markDatajudSeen(process);
    } catch (error) {
      notifyError(...describeDataError(error));
    }
  };

  return (
    <Box as="section" aria-label="DataJud" borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold">DataJud (CNJ)</Text>
          {alias && <Badge variant="outline">{courtLabel(alias)}</Badge>}
          {unseen > 0 && (
            <Badge colorPalette="orange" size="lg">
              {newMovementsText(unseen)}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" data-testid="datajud-status">
          {datajudStatusText(process)}
        </Text>
        {process.datajud?.className && (
          <Text fontSize="sm">
            Classe: {process.datajud.className}
            {process.datajud.subjects && process.datajud.subjects.length > 0
              ? ` · Assuntos: ${process.datajud.subjects.join(', ')}`
              : ''}
          </Text>
        )}
        {judicial && (
          <Flex gap="3" wrap="wrap" align="center">
            <Button
              colorPalette="blue"
              variant="outline"
              minH="11"
              onClick={() => void onRefresh()}
              loading={busy}
              disabled={!server.enabled}
              title={server.reason ?? undefined}
              aria-describedby={server.reason ? reasonId : undefined}
            >
              <RefreshCw aria-hidden /> Atualizar agora
            </Button>
            {unseen > 0 && (
              <Button
                variant="outline"
                minH="11"
                onClick={() => void onMarkSeen()}
                disabled={Boolean(markReason)}
                title={markReason ?? undefined}
              >
                <CheckCheck aria-hidden /> Marcar como vistas
              </Button>
            )}
            {server.reason && (
              <Text id={reasonId} fontSize="sm" color="fg.muted">
                {server.reason}
              </Text>
            )}
          </Flex>
        )}
      </Stack>
    </Box>
  );
}
