import { useEffect, useState } from 'react';
import { Box, Code, Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LogDoc, WritableCollectionName } from '@/data';
import { describeDataError } from '@/components/feedback/describe-error';
import { DialogActions, DialogFrame } from '@/components/form';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { checkRestore, restoreConflictValue, type RestoreCheck } from '../api/restore-conflict';
import { collectionLabel } from '../labels';
import { displayValue } from '../json';
import { conflictValueText, fieldLabel, isDeletionConflict } from '../conflict-text';

function ValueBox({ title, value, by, at }: { title: string; value: string; by?: string; at?: string }) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="l2" p="3" minW="0">
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {by && (
        <Text fontSize="xs" color="fg.muted">
          {by} · {formatDateTime(at)}
        </Text>
      )}
      <Box
        as="pre"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        fontFamily="inherit"
        fontSize="sm"
        maxH="48"
        overflowY="auto"
      >
        {value}
      </Box>
    </Stack>
  );
}

/**
 * A sync conflict in detail: the value kept, the value lost, what the record holds now, and
 * 'Restaurar este valor', which writes the lost value back as an ordinary (audited) edit.
 */
export function ConflictRestoreDialog({
  log,
  nameOf,
  disabledReason,
  onClose,
}: {
  log: LogDoc | null;
  nameOf: (uid: string) => string;
  disabledReason: string | null;
  onClose: () => void;
}) {
  const [check, setCheck] = useState<RestoreCheck | null>(null);
  const [restoring, setRestoring] = useState(false);
  useEffect(() => {
    setCheck(null);
    if (!log?.conflict) return;
    let active = true;
    checkRestore(log.collectionName as WritableCollectionName, log.documentId, log.conflict, log.actorUid).then(
      (result) => active && setCheck(result),
      (error: unknown) => active && setCheck({ ok: false, reason: describeDataError(error)[1] }),
    );
    return () => {
      active = false;
    };
  }, [log]);

  if (!log?.conflict) return null;
  const conflict = log.conflict;
  const reason = disabledReason ?? (check && !check.ok ? check.reason : null);

  const restore = async () => {
    setRestoring(true);
    try {
      await restoreConflictValue(log.collectionName as WritableCollectionName, log.documentId, conflict, log.actorUid);
      if (isDeletionConflict(conflict))
        notifySuccess('Registro restaurado', `Na versão de ${nameOf(conflict.lostUpdatedBy)}.`);
      else
        notifySuccess(
          'Valor restaurado',
          `“${fieldLabel(conflict.field)}” voltou ao valor de ${nameOf(conflict.lostUpdatedBy)}.`,
        );
      onClose();
    } catch (error) {
      notifyError(...describeDataError(error));
    } finally {
      setRestoring(false);
    }
  };

  return (
    <DialogFrame open onClose={onClose} title="Conflito de sincronização" size="lg">
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {isDeletionConflict(conflict) ? (
              <>
                {collectionLabel(log.collectionName)}: o registro foi excluído em um aparelho e alterado ou restaurado
                em outro, ao mesmo tempo. Ficou excluído; a versão ativa está guardada aqui.
              </>
            ) : (
              <>
                {collectionLabel(log.collectionName)}, campo <Code>{fieldLabel(conflict.field)}</Code>: o registro foi
                alterado em dois aparelhos e ficou o valor mais recente. O outro valor está guardado aqui.
              </>
            )}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <ValueBox
              title="Valor mantido"
              value={conflictValueText(conflict, conflict.keptValue, displayValue)}
              by={nameOf(conflict.keptUpdatedBy)}
              at={conflict.keptUpdatedAt}
            />
            <ValueBox
              title="Valor perdido"
              value={conflictValueText(conflict, conflict.lostValue, displayValue)}
              by={nameOf(conflict.lostUpdatedBy)}
              at={conflict.lostUpdatedAt}
            />
          </SimpleGrid>
          {check?.ok && !isDeletionConflict(conflict) && (
            <ValueBox title="Valor atual no registro" value={displayValue(check.current, true)} />
          )}
          {reason && (
            <Text color="fg.muted" role="status">
              {reason}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <DialogActions
        cancelLabel="Fechar"
        onCancel={onClose}
        confirmLabel="Restaurar este valor"
        confirmLoading={restoring}
        confirmDisabled={check === null || Boolean(reason)}
        onConfirm={() => void restore()}
      />
    </DialogFrame>
  );
}
