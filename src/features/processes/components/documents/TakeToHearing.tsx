import { useEffect, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Briefcase } from 'lucide-react';
import { formatBytes } from '../../documents';
import { folderStatus, keepFolderOffline, type FolderResult } from '../../offline-folder';

type State =
  | { phase: 'idle'; kept: { files: number; bytes: number } | null }
  | { phase: 'working'; done: number; total: number }
  | { phase: 'done'; result: FolderResult }
  | { phase: 'error' };

/**
 * "Levar para a audiência": keeps the files of this process's (and its client's) documents on
 * the device and asks the browser to keep the site's data; says what is kept and how much.
 */
export function TakeToHearing({ processId, clientId }: { processId: string; clientId: string }) {
  const [state, setState] = useState<State>({ phase: 'idle', kept: null });
  const [usage, setUsage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    folderStatus(processId).then(
      (kept) => current && setState((s) => (s.phase === 'idle' ? { phase: 'idle', kept } : s)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [processId]);
  useEffect(() => {
    if (state.phase !== 'done') return;
    navigator.storage
      ?.estimate?.()
      .then((e) =>
        setUsage(`Armazenamento usado neste aparelho: ${formatBytes(e.usage ?? 0)} de ${formatBytes(e.quota ?? 0)}`),
      )
      .catch(() => undefined);
  }, [state.phase]);

  const run = async () => {
    setState({ phase: 'working', done: 0, total: 0 });
    try {
      const result = await keepFolderOffline(processId, clientId, (done, total) =>
        setState({ phase: 'working', done, total }),
      );
      setState({ phase: 'done', result });
    } catch {
      setState({ phase: 'error' });
    }
  };

  const kept = state.phase === 'done' ? state.result : state.phase === 'idle' ? state.kept : null;
  return (
    <Stack gap="1" role="status">
      <Flex gap="3" align="center" wrap="wrap">
        <Button variant="outline" size="lg" onClick={() => void run()} loading={state.phase === 'working'}>
          <Briefcase aria-hidden /> Levar para a audiência
        </Button>
        {kept && kept.files > 0 && (
          <Text fontWeight="medium">
            Disponível offline · {formatBytes(kept.bytes)} ({kept.files} {kept.files === 1 ? 'arquivo' : 'arquivos'})
          </Text>
        )}
        {state.phase === 'working' && state.total > 0 && (
          <Text fontSize="sm">
            Guardando {state.done} de {state.total}…
          </Text>
        )}
      </Flex>
      {state.phase === 'done' && state.result.missing > 0 && (
        <Text fontSize="sm" color="fg.warning">
          {state.result.missing}{' '}
          {state.result.missing === 1 ? 'documento ainda não chegou' : 'documentos ainda não chegaram'} ao armazenamento
          e não {state.result.missing === 1 ? 'foi guardado' : 'foram guardados'}.
        </Text>
      )}
      {state.phase === 'done' && !state.result.persisted && (
        <Text fontSize="sm" color="fg.muted">
          O navegador pode apagar estes arquivos se faltar espaço (armazenamento persistente não concedido).
        </Text>
      )}
      {state.phase === 'error' && (
        <Text fontSize="sm" color="fg.error">
          Não foi possível guardar os documentos. Verifique a conexão e tente de novo.
        </Text>
      )}
      {usage && (
        <Text fontSize="sm" color="fg.muted">
          {usage}
        </Text>
      )}
    </Stack>
  );
}
