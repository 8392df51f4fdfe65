import type { UploadErrorCode } from '@/data';

/** Why a queued file has not reached Storage yet, in words (the upload queue reports a code). */
export function uploadErrorText(code: UploadErrorCode | undefined): string {
  switch (code) {
    case 'unauthorized':
      return 'Sem permissão para enviar o anexo';
    case 'quota-exceeded':
      return 'Espaço de armazenamento esgotado';
    case 'retry-limit-exceeded':
      return 'Conexão instável; nova tentativa quando a conexão voltar';
    case 'failed':
      return 'Falha ao enviar o anexo; nova tentativa quando a conexão voltar';
    default:
      return 'Falha ao enviar o anexo';
  }
}
