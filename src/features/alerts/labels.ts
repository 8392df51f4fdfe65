import type { DevicePushState } from '@/lib/push/device-push';

/** What arrives, said once for Perfil and for the offer after the first deadline. */
export const ALERTS_WHAT =
  'Novas intimações e os prazos (3 dias antes, na véspera e no dia do vencimento — D-3, D-1 e D-0) chegam a este aparelho como notificação, mesmo com o app fechado.';

export const IOS_INSTALL_TEXT =
  'No iPad/iPhone, os alertas só chegam com o app instalado na Tela de Início (iOS 16.4 ou mais recente): toque em Compartilhar › Adicionar à Tela de Início.';

export const DENIED_TEXT =
  'As notificações deste app estão bloqueadas neste aparelho. Para receber os alertas, permita as notificações: no navegador, toque no ícone ao lado do endereço › Permissões › Notificações › Permitir; no app instalado, em Configurações do aparelho › Notificações. Depois volte aqui.';

export const PENDING_TEXT =
  'Sem conexão agora: este aparelho será registrado para os alertas assim que houver internet.';

export const DEVICE_STATE_LABEL: Record<DevicePushState, string> = {
  ativo: 'Ativo',
  bloqueado: 'Bloqueado',
  'nao-suportado': 'Não suportado',
  'ios-instalar': 'Não suportado neste modo',
  pendente: 'Aguardando conexão',
  desligado: 'Desligado',
};

export const DEVICE_STATE_PALETTE: Record<DevicePushState, string> = {
  ativo: 'green',
  bloqueado: 'red',
  'nao-suportado': 'gray',
  'ios-instalar': 'orange',
  pendente: 'yellow',
  desligado: 'gray',
};
