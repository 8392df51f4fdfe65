import { useState } from 'react';
import { Badge, NativeSelect, Table, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/form/ConfirmDialog';
import { describeDataError } from '@/components/feedback/describe-error';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/config/roles';
import type { UserDoc } from '@/data';
import { formatOab } from '@/lib/validation';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { changeRole, roleChangeBlockedReason, useTeam } from '../api/team';

/** Admins only: the staff and their roles (admin / advogado / atendente). */
export function TeamSection({ actorUid }: { actorUid: string }) {
  const { data: team, loading } = useTeam();
  const [pending, setPending] = useState<{ member: UserDoc; role: StaffRole } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { member, role } = pending;
    setPending(null);
    try {
      await changeRole(member, role);
      notifySuccess('Salvo', `${member.displayName} agora é ${ROLE_LABELS[role]}.`);
    } catch (error) {
      notifyError(...describeDataError(error));
    }
  };

  if (!loading && team.length === 0) return <Text color="fg.muted">Nenhum membro da equipe neste dispositivo ainda.</Text>;

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label="Equipe do escritório">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Membro</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">OAB</Table.ColumnHeader>
              <Table.ColumnHeader minW="48">Função</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {team.map((member) => {
              const blocked = roleChangeBlockedReason(member, actorUid, team);
              return (
                <Table.Row key={member.id}>
                  <Table.Cell whiteSpace="normal">
                    <Text fontWeight="medium">
                      {member.displayName}
                      {member.uid === actorUid && (
                        <Badge ms="2" size="sm" variant="surface">
                          você
                        </Badge>
                      )}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {member.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell hideBelow="md" whiteSpace="nowrap">{member.oab ? formatOab(String(member.oab.uf), String(member.oab.number)) : '—'}</Table.Cell>
                  <Table.Cell>
                    <NativeSelect.Root size="md" minW="44" disabled={Boolean(blocked)} title={blocked ?? undefined}>
                      <NativeSelect.Field
                        aria-label={`Função de ${member.displayName}`}
                        value={member.role}
                        minH="11"
                        onChange={(e) => setPending({ member, role: e.target.value as StaffRole })}
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        open={pending !== null}
        title="Alterar função?"
        confirmLabel="Alterar função"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && (
          <>
            {pending.member.displayName} passará de {ROLE_LABELS[pending.member.role]} para {ROLE_LABELS[pending.role]}. A função define o que a pessoa pode ver e
            alterar no sistema.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
