import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '@/components/layout/PageHeader';
import { ROLE_LABELS } from '@advocacia/shared/config/roles';
import { useCurrentUser, type StoredUser } from '@/features/auth';
import { can } from '@/lib/permissions';
import { CalendarFeedSection } from './CalendarFeedSection';
import { DeviceAlertsPanel } from '@/features/alerts';
import { AlertPrefsForm } from './AlertPrefsForm';
import { DeviceSection } from './DeviceSection';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';
import { TeamSection } from './TeamSection';
import { ThemeChoice } from './ThemeChoice';
import { CaptureStatusPanel } from '@/features/publications';
import { SupplementaryOabSection } from './SupplementaryOabSection';
import { JobSwitchesSection } from './JobSwitchesSection';

export interface ProfilePageProps {
  /** Stores the saved user in the session (the router context's auth.setUser). */
  onUserSaved: (user: StoredUser) => void;
  /** Signs out, clears cached look-ups and goes to /entrar. */
  onSignOut: () => Promise<void>;
}

export function ProfilePage({ onUserSaved, onSignOut }: ProfilePageProps) {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Perfil"
        subtitle={
          <Text as="span">
            {user.email} · {ROLE_LABELS[user.role]}
          </Text>
        }
      />
      <Stack gap="6" maxW="4xl">
        <ProfileSection id="dados" title="Dados pessoais">
          <ProfileForm user={user} onSaved={onUserSaved} />
        </ProfileSection>
        {user.role !== 'atendente' && (
          <ProfileSection
            id="oab-suplementar"
            title="Inscrições suplementares da OAB"
            description="Em outros estados. O DJEN é consultado para cada uma, como para a principal."
          >
            <SupplementaryOabSection uid={user.uid} principal={user.oab} />
          </ProfileSection>
        )}
        {user.role !== 'atendente' && <CaptureStatusPanel uid={user.uid} oab={user.oab} />}
        <ProfileSection id="senha" title="Senha" description="Precisa de conexão com a internet.">
          <PasswordForm />
        </ProfileSection>
        <ProfileSection id="alertas" title="Alertas" description="Notificações no aparelho, mesmo com o app fechado.">
          <Stack gap="6">
            <DeviceAlertsPanel />
            <AlertPrefsForm uid={user.uid} />
          </Stack>
        </ProfileSection>
        <ProfileSection id="tema" title="Aparência">
          <ThemeChoice />
        </ProfileSection>
        {user.role === 'admin' && (
          <ProfileSection
            id="consultas"
            title="Consultas automáticas"
            description="O que o servidor consulta para o escritório. Precisa de conexão com a internet."
          >
            <JobSwitchesSection actorUid={user.uid} />
          </ProfileSection>
        )}
        {can(user.role, 'update', 'team') && (
          <ProfileSection id="equipe" title="Equipe" description="Quem trabalha no escritório e a função de cada um.">
            <TeamSection actorUid={user.uid} />
          </ProfileSection>
        )}
        <CalendarFeedSection />
        <ProfileSection id="dispositivo" title="Sessão e dispositivo">
          <DeviceSection onSignOut={onSignOut} />
        </ProfileSection>
      </Stack>
    </>
  );
}
