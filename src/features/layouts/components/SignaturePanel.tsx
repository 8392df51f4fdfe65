import { useState } from 'react';
import { Alert, Box, Button, Code, Heading, List, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { FileSignature, ShieldCheck } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/toaster';
import {
  isExpired,
  isIcpBrasil,
  loadWebPki,
  sha256Base64,
  type PkiCertificate,
  type WebPkiClient,
} from '../signature/web-pki';
import type { SignatureRecord } from '../signature/signature-log';
import { recordSignature } from '../api/record-signature';

type PanelState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'not-installed'; message: string }
  | { step: 'ready'; certificates: PkiCertificate[]; others: number }
  | { step: 'signing'; certificates: PkiCertificate[]; others: number }
  | { step: 'signed'; record: SignatureRecord }
  | { step: 'error'; message: string };

interface SignaturePanelProps {
  layoutId: string;
  layoutName: string;
  clientId?: string;
  /** The rendered document's text: its UTF-8 bytes are hashed and signed. */
  documentText: string;
  /** Why signing is not possible yet (missing values), or null. */
  blockedReason: string | null;
  actorUid: string;
  /** Injected by tests (a web-pki test double); the real web-pki is loaded on demand. */
  loadPki?: () => Promise<WebPkiClient>;
}

function certificateLabel(c: PkiCertificate): string {
  const doc = c.pkiBrazil.cpf ? `CPF ${c.pkiBrazil.cpf}` : c.pkiBrazil.cnpj ? `CNPJ ${c.pkiBrazil.cnpj}` : '';
  return `${c.subjectName}${doc ? ` — ${doc}` : ''} (emitido por ${c.issuerName}, válido até ${formatDate(c.validityEnd)})`;
}

/**
 * ICP-Brasil signature of the rendered document with Lacuna Web PKI. Nothing loads until
 * the user presses "Assinar digitalmente": then web-pki is imported from our bundle,
 * the extension is detected, the user's ICP-Brasil certificates are listed, and the
 * SHA-256 of the document's UTF-8 text is signed with signHash. The result (signature +
 * signer certificate) is stored in `logs` next to the layout (see signature-log.ts).
 */
export function SignaturePanel({
  layoutId,
  layoutName,
  clientId,
  documentText,
  blockedReason,
  actorUid,
  loadPki = loadWebPki,
}: SignaturePanelProps) {
  const [state, setState] = useState<PanelState>({ step: 'idle' });
  const [pki, setPki] = useState<WebPkiClient | null>(null);
  const [thumbprint, setThumbprint] = useState('');

  const start = async () => {
    setState({ step: 'checking' });
    try {
      const client = await loadPki();
      const init = await client.init();
      setPki(client);
      if (!init.installed) {
        setState({ step: 'not-installed', message: init.message });
        return;
      }
      const all = await client.listCertificates();
      const icp = all.filter((c) => isIcpBrasil(c) && !isExpired(c));
      setThumbprint(icp[0]?.thumbprint ?? '');
      setState({ step: 'ready', certificates: icp, others: all.length - icp.length });
    } catch (error) {
      setState({
        step: 'error',
        message: error instanceof Error ? error.message : 'Não foi possível carregar o componente de assinatura.',
      });
    }
  };

  const sign = async () => {
    if (state.step !== 'ready' || !pki) return;
    const cert = state.certificates.find((c) => c.thumbprint === thumbprint);
    if (!cert) return;
    setState({ ...state, step: 'signing' });
    try {
      const documentHash = await sha256Base64(documentText);
      const signature = await pki.signHash({
        thumbprint: cert.thumbprint,
        hash: documentHash,
        digestAlgorithm: 'SHA-256',
      });
      const certificate = await pki.readCertificate(cert.thumbprint);
      const record: SignatureRecord = {
        signatureId: crypto.randomUUID().slice(0, 8),
        layoutId,
        layoutName,
        clientId,
        documentHash,
        signature,
        certificate,
        signerName: cert.pkiBrazil.responsavel || cert.subjectName,
        signerDocument: cert.pkiBrazil.cpf
          ? `CPF ${cert.pkiBrazil.cpf}`
          : cert.pkiBrazil.cnpj
            ? `CNPJ ${cert.pkiBrazil.cnpj}`
            : undefined,
        issuerName: cert.issuerName,
        thumbprint: cert.thumbprint,
      };
      await recordSignature(record, actorUid);
      setState({ step: 'signed', record });
      notifySuccess('Documento assinado', `Assinatura de ${record.signerName} registrada nos logs.`);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'A assinatura não foi concluída.';
      setState({ step: 'ready', certificates: state.certificates, others: state.others });
      notifyError('Não foi possível assinar', message);
    }
  };

  return (
    <Box as="section" aria-labelledby="assinatura-titulo" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h2" size="md" id="assinatura-titulo" mb="2">
        Assinatura digital (ICP-Brasil)
      </Heading>
      {state.step === 'idle' && (
        <Stack gap="2" align="flex-start">
          <Text fontSize="sm" color="fg.muted">
            Assina o texto deste documento com o seu certificado digital (e-CPF ou e-CNPJ), pelo componente Web PKI da
            Lacuna.
          </Text>
          {blockedReason && (
            <Text fontSize="sm" color="orange.fg">
              {blockedReason}
            </Text>
          )}
          <Button colorPalette="blue" variant="outline" minH="11" disabled={Boolean(blockedReason)} onClick={start}>
            <FileSignature size={18} aria-hidden /> Assinar digitalmente
          </Button>
        </Stack>
      )}
      {state.step === 'checking' && <Text role="status">Verificando o componente de assinatura digital…</Text>}
      {state.step === 'not-installed' && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A assinatura digital não está disponível neste navegador</Alert.Title>
            <Alert.Description>
              <Stack gap="2" mt="1">
                <Text>
                  Ela usa a extensão <strong>Web PKI</strong> da Lacuna, que funciona no Chrome, Edge ou Firefox de um
                  computador (Windows, macOS ou Linux) com o certificado ICP-Brasil instalado ou o token/cartão
                  conectado. Em tablets e celulares a extensão não existe: assine pelo computador.
                </Text>
                <Text>
                  Para instalar: abra esta página no computador, clique em “Instalar a extensão” e siga as instruções;
                  depois volte e clique em “Assinar digitalmente”.
                </Text>
                {state.message && (
                  <Text fontSize="sm" color="fg.muted">
                    Detalhe do componente: {state.message}
                  </Text>
                )}
                <Stack direction="row" gap="2" wrap="wrap">
                  <Button minH="11" variant="outline" onClick={() => pki?.redirectToInstallPage()}>
                    Instalar a extensão
                  </Button>
                  <Button minH="11" variant="ghost" onClick={start}>
                    Verificar de novo
                  </Button>
                </Stack>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {(state.step === 'ready' || state.step === 'signing') &&
        (state.certificates.length === 0 ? (
          <Stack gap="2" align="flex-start">
            <Text>
              Nenhum certificado ICP-Brasil válido foi encontrado neste computador
              {state.others > 0
                ? ` (${state.others} outro${state.others > 1 ? 's' : ''} certificado${state.others > 1 ? 's' : ''} ignorado${state.others > 1 ? 's' : ''})`
                : ''}
              . Conecte o token ou cartão e tente de novo.
            </Text>
            <Button minH="11" variant="outline" onClick={start}>
              Procurar de novo
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            <Stack gap="1">
              <chakra.label htmlFor="certificado-assinatura" fontSize="sm" fontWeight="medium">
                Certificado
              </chakra.label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id="certificado-assinatura"
                  minH="11"
                  value={thumbprint}
                  onChange={(e) => setThumbprint(e.target.value)}
                >
                  {state.certificates.map((c) => (
                    <option key={c.thumbprint} value={c.thumbprint}>
                      {certificateLabel(c)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
            <Box>
              <Button
                colorPalette="blue"
                minH="11"
                loading={state.step === 'signing'}
                loadingText="Assinando…"
                onClick={sign}
                disabled={Boolean(blockedReason)}
              >
                <FileSignature size={18} aria-hidden /> Assinar documento
              </Button>
            </Box>
          </Stack>
        ))}
      {state.step === 'signed' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator>
            <ShieldCheck />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>Documento assinado por {state.record.signerName}</Alert.Title>
            <Alert.Description>
              <List.Root ps="5" fontSize="sm">
                <List.Item>Certificado emitido por {state.record.issuerName}</List.Item>
                <List.Item>
                  SHA-256 do documento: <Code>{state.record.documentHash}</Code>
                </List.Item>
                <List.Item>
                  Assinatura e certificado registrados nos logs (registro {state.record.signatureId}).
                </List.Item>
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.step === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Não foi possível usar a assinatura digital</Alert.Title>
            <Alert.Description>
              {state.message}{' '}
              <Button size="sm" variant="plain" minH="11" onClick={start}>
                Tentar de novo
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
