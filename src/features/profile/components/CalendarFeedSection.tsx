import { useId, useState } from 'react';
import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { ConfirmDialog } from '@/components/form/ConfirmDialog';
import { copyText } from '@/lib/clipboard';
import { backend, backendUrl, notifyBackendError, useServerAction, type BackendClient } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { calendarFeedUrls, fetchCalendarFeed, rotateCalendarFeed, type CalendarFeedUrls } from '../api/calendar-feed';
import { ProfileSection } from './ProfileSection';

interface CalendarFeedSectionProps {
  /** Injected in tests; the app's backend client otherwise. */
  client?: BackendClient;
  /** A backend path as an absolute URL (injected in tests). */
  toUrl?: (path: string) => string | undefined;
}

/**
 * "Assinar no calendário" (issue 36): the person's agenda in the tablet's or phone's own
 * calendar app, which rings its alarms with this app closed and the device offline. The link is
 * the backend's (its token is the credential, kept only on the server), so getting or replacing
 * it needs the connection; once shown it can be opened or copied offline.
 */
export function CalendarFeedSection({ client = backend, toUrl = backendUrl }: CalendarFeedSectionProps) {
  const server = useServerAction(client);
  const reasonId = useId();
  const [urls, setUrls] = useState<CalendarFeedUrls | null>(null);
  const [busy, setBusy] = useState<'load' | 'rotate' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const load = async (kind: 'load' | 'rotate') => {
    setConfirming(false);
    setBusy(kind);
    try {
      const found = calendarFeedUrls(await (kind === 'rotate' ? rotateCalendarFeed : fetchCalendarFeed)(client), toUrl);
      if (!found) {
        notifyError('Não foi possível obter o link do calendário', 'Por favor tente novamente');
        return;
      }
      setUrls(found);
      if (kind === 'rotate') {
        notifySuccess('Novo link gerado', 'O link anterior parou de funcionar. Assine o calendário de novo com este.');
      }
    } catch (error) {
      notifyBackendError(error);
    } finally {
      setBusy(null);
    }
  };

  const onCopy = async () => {
    if (!urls) return;
    try {
      await copyText(urls.https);
      notifySuccess('Link copiado');
    } catch {
      notifyError('Não foi possível copiar o link', 'Selecione o link e copie manualmente.');
    }
  };

  const reason = server.enabled ? null : server.reason;
  return (
    <ProfileSection id="calendario" title="Assinar no calendário" description="Precisa de conexão com a internet.">
      <Stack gap="4">
        <Text>
          Coloque os seus prazos, audiências e compromissos no aplicativo de calendário do tablet ou do celular. O
          próprio calendário do aparelho avisa, mesmo com este aplicativo fechado e sem internet: prazos na véspera às
          09:00 e no dia às 08:00; audiências e outros compromissos, 2 horas antes.
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Entram os eventos de que você é responsável e os sem responsável, de 30 dias atrás até um ano à frente. O
          calendário busca as mudanças sozinho, em geral a cada hora.
        </Text>
        {urls ? (
          <>
            <Field.Root>
              <Field.Label>Link da sua agenda</Field.Label>
              <Input readOnly value={urls.https} onFocus={(e) => e.currentTarget.select()} />
              <Field.HelperText>
                Quem tiver este link vê a sua agenda: não o compartilhe. Se ele vazar, gere um novo.
              </Field.HelperText>
            </Field.Root>
            <Text fontSize="sm" color="fg.muted">
              iPad e iPhone: toque em “Abrir no calendário”. Android: instale o ICSx⁵ (gratuito) e abra o link nele — o
              Google Agenda, assinado pelo link, ignora os alarmes e demora horas para atualizar.
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild colorPalette="blue" size="lg" minH="11">
                <a href={urls.webcal}>
                  <CalendarPlus aria-hidden /> Abrir no calendário
                </a>
              </Button>
              <Button variant="outline" size="lg" minH="11" onClick={() => void onCopy()}>
                <Copy aria-hidden /> Copiar link
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                size="lg"
                minH="11"
                disabled={!server.enabled || busy !== null}
                loading={busy === 'rotate'}
                aria-describedby={reason ? reasonId : undefined}
                onClick={() => setConfirming(true)}
              >
                <RefreshCw aria-hidden /> Gerar novo link
              </Button>
            </Flex>
          </>
        ) : (
          <Flex>
            <Button
              colorPalette="blue"
              size="lg"
              minH="11"
              disabled={!server.enabled || busy !== null}
              loading={busy === 'load'}
              aria-describedby={reason ? reasonId : undefined}
              onClick={() => void load('load')}
            >
              <CalendarPlus aria-hidden /> Mostrar link do calendário
            </Button>
          </Flex>
        )}
        {reason && (
          <Text id={reasonId} fontSize="sm" color="fg.muted">
            {reason}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Gerar novo link?"
        confirmLabel="Gerar novo link"
        destructive
        onConfirm={() => void load('rotate')}
        onCancel={() => setConfirming(false)}
      >
        O link atual deixa de funcionar na hora: os calendários que o assinaram param de receber os seus prazos e
        audiências até serem assinados de novo com o novo link.
      </ConfirmDialog>
    </ProfileSection>
  );
}
