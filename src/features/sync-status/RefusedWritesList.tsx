import { useState } from 'react';
import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { RotateCcw, Trash2 } from 'lucide-react';
import {
  discardRefusedWrite,
  refusedWriteKind,
  restoreRefusedWrite,
  useRefusedWrites,
  type RefusedWrite,
} from '@/data';
import type { StaffRole } from '@advocacia/shared/config/roles';
import { describeDataError } from '@/components/feedback/describe-error';
import { permissionReason, type Area } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth';
import { areaOf, collectionLabel } from '@/features/logs';
import {
  REFUSED_KIND_ACTIONS,
  REFUSED_KIND_LABELS,
  refusalReason,
  refusedCountText,
  refusedWriteTitle,
} from './refused-writes-text';

/** Why "Restaurar" is not available to this person now (null: it is). */
export function restoreBlockedReason(item: RefusedWrite, role: StaffRole | undefined): string | null {
  const area = areaOf(item.collection) as Area | null;
  if (!area) return 'Este registro não pode ser restaurado por aqui.';
  return permissionReason(role, REFUSED_KIND_ACTIONS[refusedWriteKind(item)], area);
}

/**
 * Writes the server refused on this device, each with what it was (collection, record, kind),
 * why (in words) and when, and — with `actions` — "Restaurar" (write it again as a new
 * change, e.g. after a role change; disabled with the reason while the role does not allow
 * it) and "Descartar". Nothing when there are none.
 */
export function RefusedWritesList({
  items,
  role,
  actions = true,
}: {
  items: RefusedWrite[];
  role: StaffRole | undefined;
  actions?: boolean;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (items.length === 0) return null;

  const run = async (item: RefusedWrite, what: 'restore' | 'discard') => {
    setBusy(item.id);
    try {
      if (what === 'restore') {
        await restoreRefusedWrite(item.id);
        notifySuccess('Alteração aplicada de novo', 'Ela será enviada ao servidor.');
      } else {
        await discardRefusedWrite(item.id);
        notifySuccess('Alteração descartada', 'O registro fica como está no servidor.');
      }
    } catch (error) {
      notifyError(...describeDataError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="2" data-testid="refused-writes">
      <Text fontSize="sm" fontWeight="semibold" color="fg.warning">
        {refusedCountText(items.length)}
      </Text>
      <List.Root variant="plain" gap="3">
        {items.map((item) => {
          const blocked = restoreBlockedReason(item, role);
          return (
            <List.Item key={item.id} data-testid="refused-write" display="block">
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Badge variant="subtle" colorPalette="orange">
                    {REFUSED_KIND_LABELS[refusedWriteKind(item)]}
                  </Badge>
                  <Text fontSize="sm" fontWeight="medium">
                    {collectionLabel(item.collection)} · {refusedWriteTitle(item)}
                  </Text>
                </HStack>
                <Text fontSize="sm">{refusalReason(item.code)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  Recusada em {formatDateTime(item.refusedAt)}
                </Text>
                {actions && (
                  <Stack gap="1">
                    <HStack gap="2" wrap="wrap">
                      <Button
                        size="sm"
                        minH="11"
                        variant="outline"
                        disabled={Boolean(blocked) || busy === item.id}
                        title={blocked ?? undefined}
                        onClick={() => void run(item, 'restore')}
                      >
                        <RotateCcw aria-hidden /> Restaurar
                      </Button>
                      <Button
                        size="sm"
                        minH="11"
                        variant="ghost"
                        colorPalette="red"
                        disabled={busy === item.id}
                        onClick={() => void run(item, 'discard')}
                      >
                        <Trash2 aria-hidden /> Descartar
                      </Button>
                    </HStack>
                    {blocked && (
                      <Text fontSize="xs" color="fg.muted">
                        {blocked}
                      </Text>
                    )}
                  </Stack>
                )}
              </Stack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}

/** The session's refused writes, for the signed-in person. */
export function RefusedWrites({ actions = true }: { actions?: boolean }) {
  const items = useRefusedWrites();
  const { role } = useCurrentUser();
  return <RefusedWritesList items={items} role={role} actions={actions} />;
}
