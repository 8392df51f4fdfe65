import { useState, type ReactNode } from 'react';
import { Badge, Button, type ButtonProps, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { DATA_TABLE_CLASSES, cardCellProps } from '@/components/data-list';
import { ConfirmDialog } from '@/components/form/ConfirmDialog';
import { LabelOptions } from '@/components/form/LabelOptions';
import { describeDataError } from '@/components/feedback/describe-error';
import {
  ROLE_LABELS,
  STAFF_ROLES,
  STAFF_STATUS_LABELS,
  isStaffRole,
  staffStatusOf,
  type StaffRole,
} from '@advocacia/shared/config/roles';
import type { UserDoc } from '@/data';
import { formatOab } from '@/lib/validation';
import { notifyError, notifySuccess } from '@/lib/toaster';
import {
  accessChangeBlockedReason,
  approveMember,
  changeRole,
  disableMember,
  enableMember,
  refuseMember,
  useTeam,
} from '../api/team';

type TeamAction =
  | { kind: 'role'; member: UserDoc; role: StaffRole }
  | { kind: 'approve'; member: UserDoc; role: StaffRole }
  | { kind: 'refuse' | 'disable' | 'enable'; member: UserDoc };

const requestedRole = (member: UserDoc): StaffRole => (isStaffRole(member.role) ? member.role : 'atendente');

/** The confirmation's words for each action: title, button and what will happen. */
function describe(action: TeamAction): { title: string; confirm: string; body: string; done: string } {
  const name = action.member.displayName;
  switch (action.kind) {
    case 'role':
      return {
        title: 'Alterar função?',
        confirm: 'Alterar função',
        body: `${name} passará de ${ROLE_LABELS[requestedRole(action.member)]} para ${ROLE_LABELS[action.role]}. A função define o que a pessoa pode ver e alterar no sistema.`,
        done: `${name} agora é ${ROLE_LABELS[action.role]}.`,
      };
    case 'approve':
      return {
        title: 'Aprovar cadastro?',
        confirm: 'Aprovar',
        body: `${name} (${action.member.email}) terá acesso aos dados do escritório como ${ROLE_LABELS[action.role]}.`,
        done: `${name} foi aprovado(a) como ${ROLE_LABELS[action.role]}.`,
      };
    case 'refuse':
      return {
        title: 'Recusar cadastro?',
        confirm: 'Recusar',
        body: `${name} (${action.member.email}) não terá acesso aos dados do escritório. A decisão pode ser revista depois, em "Sem acesso".`,
        done: `O cadastro de ${name} foi recusado.`,
      };
    case 'disable':
      return {
        title: 'Desativar acesso?',
        confirm: 'Desativar',
        body: `${name} perde o acesso na hora, no servidor, e os dispositivos dessa pessoa fecham os dados do escritório no próximo contato com o servidor.`,
        done: `O acesso de ${name} foi desativado.`,
      };
    case 'enable':
      return {
        title: 'Reativar acesso?',
        confirm: 'Reativar',
        body: `${name} volta a ter acesso como ${ROLE_LABELS[requestedRole(action.member)]}.`,
        done: `O acesso de ${name} foi reativado.`,
      };
  }
}

async function perform(action: TeamAction): Promise<void> {
  switch (action.kind) {
    case 'role':
      return changeRole(action.member, action.role);
    case 'approve':
      return approveMember(action.member, action.role);
    case 'refuse':
      return refuseMember(action.member);
    case 'disable':
      return disableMember(action.member);
    case 'enable':
      return enableMember(action.member);
  }
}

function RoleSelect({
  member,
  value,
  disabled,
  title,
  onChange,
}: {
  member: UserDoc;
  value: StaffRole;
  disabled?: boolean;
  title?: string;
  onChange: (role: StaffRole) => void;
}) {
  return (
    <NativeSelect.Root size="md" minW="44" disabled={disabled} title={title}>
      <NativeSelect.Field
        aria-label={`Função de ${member.displayName}`}
        value={value}
        minH="11"
        onChange={(e) => onChange(e.target.value as StaffRole)}
      >
        <LabelOptions values={STAFF_ROLES} labels={ROLE_LABELS} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A decision about one member: the button says the verb, its accessible name adds who. */
function MemberActionButton({
  verb,
  member,
  ...props
}: { verb: string; member: UserDoc } & Omit<ButtonProps, 'children'>) {
  return (
    <Button size="md" minH="11" aria-label={`${verb} ${member.displayName}`} {...props}>
      {verb}
    </Button>
  );
}

function MemberCell({ member, actorUid }: { member: UserDoc; actorUid: string }) {
  return (
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
  );
}

// Not Chakra's hideBelow: on a phone the card's display (data-table.css) outranks it.
const HIDE_BELOW_MD = cardCellProps({ hideBelow: 'md' });

function TeamTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    // Below md the rows are cards, as in every list (nothing scrolls sideways on a phone).
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={label} className="data-table">
        <Table.Header className={DATA_TABLE_CLASSES.header}>
          <Table.Row>
            {columns.map((c, i) => (
              <Table.ColumnHeader key={c} hideBelow={i === 1 ? 'md' : undefined}>
                {c}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body className={DATA_TABLE_CLASSES.body}>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Admins only: access requests (approve with a role, or refuse), the active team (change
 * role, disable) and accounts without access (enable again). Every action is confirmed and
 * lands in the audit log.
 */
export function TeamSection({ actorUid }: { actorUid: string }) {
  const { data: team, loading } = useTeam();
  const [chosenRoles, setChosenRoles] = useState<Record<string, StaffRole>>({});
  const [action, setAction] = useState<TeamAction | null>(null);

  const confirm = async () => {
    if (!action) return;
    const current = action;
    setAction(null);
    try {
      await perform(current);
      notifySuccess('Salvo', describe(current).done);
    } catch (error) {
      notifyError(...describeDataError(error));
    }
  };

  if (!loading && team.length === 0)
    return <Text color="fg.muted">Nenhum membro da equipe neste dispositivo ainda.</Text>;

  const pending = team.filter((m) => staffStatusOf(m.status) === 'pending');
  const active = team.filter((m) => staffStatusOf(m.status) === 'active');
  const withoutAccess = team.filter((m) => ['refused', 'disabled'].includes(staffStatusOf(m.status)));
  const dialog = action ? describe(action) : null;

  return (
    <Stack gap="6">
      {pending.length > 0 && (
        <Stack gap="2" as="section" aria-labelledby="pedidos-de-acesso">
          <HStack>
            <Heading as="h3" size="sm" id="pedidos-de-acesso">
              Pedidos de acesso
            </Heading>
            <Badge colorPalette="orange" variant="solid">
              {pending.length}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Quem se cadastrou não vê nenhum dado do escritório até ser aprovado. Confira a pessoa e escolha a função.
          </Text>
          <TeamTable label="Pedidos de acesso" columns={['Pessoa', 'Função pedida', 'Função', 'Decisão']}>
            {pending.map((member) => {
              const role = chosenRoles[member.id] ?? requestedRole(member);
              return (
                <Table.Row key={member.id}>
                  <MemberCell member={member} actorUid={actorUid} />
                  <Table.Cell {...HIDE_BELOW_MD}>{ROLE_LABELS[requestedRole(member)]}</Table.Cell>
                  <Table.Cell>
                    <RoleSelect
                      member={member}
                      value={role}
                      onChange={(r) => setChosenRoles((all) => ({ ...all, [member.id]: r }))}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      <MemberActionButton
                        verb="Aprovar"
                        member={member}
                        colorPalette="green"
                        onClick={() => setAction({ kind: 'approve', member, role })}
                      />
                      <MemberActionButton
                        verb="Recusar"
                        member={member}
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setAction({ kind: 'refuse', member })}
                      />
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </TeamTable>
        </Stack>
      )}

      <Stack gap="2" as="section" aria-label="Equipe ativa">
        {(pending.length > 0 || withoutAccess.length > 0) && (
          <Heading as="h3" size="sm">
            Equipe ativa
          </Heading>
        )}
        <TeamTable label="Equipe do escritório" columns={['Membro', 'OAB', 'Função', 'Acesso']}>
          {active.map((member) => {
            const blocked = accessChangeBlockedReason(member, actorUid, team);
            return (
              <Table.Row key={member.id}>
                <MemberCell member={member} actorUid={actorUid} />
                <Table.Cell {...HIDE_BELOW_MD} whiteSpace="nowrap">
                  {member.oab ? formatOab(String(member.oab.uf), String(member.oab.number)) : '—'}
                </Table.Cell>
                <Table.Cell>
                  <RoleSelect
                    member={member}
                    value={requestedRole(member)}
                    disabled={Boolean(blocked)}
                    title={blocked ?? undefined}
                    onChange={(role) => setAction({ kind: 'role', member, role })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <MemberActionButton
                    verb="Desativar"
                    member={member}
                    variant="outline"
                    colorPalette="red"
                    disabled={Boolean(blocked)}
                    title={blocked ?? undefined}
                    onClick={() => setAction({ kind: 'disable', member })}
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </TeamTable>
      </Stack>

      {withoutAccess.length > 0 && (
        <Stack gap="2" as="section" aria-label="Sem acesso">
          <Heading as="h3" size="sm">
            Sem acesso
          </Heading>
          <TeamTable label="Contas sem acesso" columns={['Pessoa', 'Função', 'Situação', 'Acesso']}>
            {withoutAccess.map((member) => {
              const status = staffStatusOf(member.status);
              return (
                <Table.Row key={member.id}>
                  <MemberCell member={member} actorUid={actorUid} />
                  <Table.Cell {...HIDE_BELOW_MD}>{ROLE_LABELS[requestedRole(member)]}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={status === 'refused' ? 'red' : 'gray'}>{STAFF_STATUS_LABELS[status]}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <MemberActionButton
                      verb="Reativar"
                      member={member}
                      variant="outline"
                      disabled={member.uid === actorUid}
                      onClick={() => setAction({ kind: 'enable', member })}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </TeamTable>
        </Stack>
      )}

      <ConfirmDialog
        open={action !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        destructive={action?.kind === 'refuse' || action?.kind === 'disable'}
        onConfirm={() => void confirm()}
        onCancel={() => setAction(null)}
      >
        {dialog?.body}
      </ConfirmDialog>
    </Stack>
  );
}
