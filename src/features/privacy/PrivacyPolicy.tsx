import { Box, Container, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { APP_TITLE } from '@/config/constants';

const UPDATED_AT = '23/11/2026';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Política de privacidade (LGPD, Lei 13.709/2018). Public and available offline (precached shell). */
export function PrivacyPolicy() {
  return (
    <Box as="main" bg="bg.subtle" minH="100dvh" py={{ base: '6', md: '10' }}>
      <Container maxW="3xl">
        <Stack gap="6" bg="bg" p={{ base: '5', md: '8' }} borderRadius="l3" borderWidth="1px">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Política de Privacidade
            </Heading>
            <Text color="fg.muted">
              {APP_TITLE} — atualizada em {UPDATED_AT}
            </Text>
          </Stack>

          <Text>
            Este sistema é usado por escritórios de advocacia para atender seus clientes: cadastro de clientes e
            processos, agenda, lembretes, conversas e modelos de documentos. Esta política explica, nos termos da Lei
            Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018), quais dados pessoais são tratados, para quê,
            com que base legal, por quanto tempo e como você exerce seus direitos.
          </Text>

          <Section title="1. Quem é o controlador">
            <Text>
              O controlador dos dados é o escritório de advocacia que contratou e usa o sistema. Nós, fornecedores do
              sistema, atuamos como operadores: tratamos os dados somente conforme as instruções do escritório e para
              prestar o serviço.
            </Text>
          </Section>

          <Section title="2. Quais dados pessoais tratamos">
            <List.Root ps="5" gap="1">
              <List.Item>
                <strong>Da equipe do escritório:</strong> nome, e-mail, telefone, CPF, inscrição na OAB, função no
                sistema e registros de uso (quem criou, alterou ou excluiu cada informação, e quando).
              </List.Item>
              <List.Item>
                <strong>Dos clientes do escritório:</strong> nome, CPF ou CNPJ, e-mail, telefone, data de nascimento,
                endereço, categorias, anotações do atendimento, processos e seus andamentos, eventos e lembretes,
                mensagens trocadas e arquivos anexados, e o registro do consentimento para comunicações.
              </List.Item>
              <List.Item>
                <strong>Dados técnicos:</strong> identificadores de sessão e preferências (como o tema claro ou escuro)
                guardados no próprio aparelho.
              </List.Item>
            </List.Root>
          </Section>

          <Section title="3. Para que usamos e com que base legal">
            <List.Root ps="5" gap="1">
              <List.Item>
                Prestar os serviços advocatícios contratados e manter o cadastro do cliente — execução de contrato (art.
                7º, V).
              </List.Item>
              <List.Item>
                Acompanhar processos e prazos, inclusive guardar dados para o exercício regular de direitos em processo
                judicial, administrativo ou arbitral (art. 7º, VI, e art. 11, II, d).
              </List.Item>
              <List.Item>
                Cumprir obrigações legais e regulatórias do escritório, inclusive as do Estatuto da Advocacia (art. 7º,
                II).
              </List.Item>
              <List.Item>
                Enviar mensagens e notificações ao cliente pelo aplicativo — consentimento (art. 7º, I), registrado com
                data e finalidade e revogável a qualquer momento.
              </List.Item>
              <List.Item>
                Manter a segurança do sistema e registros de auditoria — legítimo interesse (art. 7º, IX) e prevenção à
                fraude.
              </List.Item>
            </List.Root>
          </Section>

          <Section title="4. Onde os dados ficam e com quem são compartilhados">
            <Text>
              Os dados ficam em serviços de nuvem do Google Firebase (autenticação, banco de dados e arquivos). Para
              funcionar sem internet, cada pessoa da equipe conectada guarda no próprio aparelho (no armazenamento do
              navegador) uma cópia dos dados do escritório e os anexos que ainda não foram enviados ao servidor. A
              transferência internacional ocorre com as garantias do art. 33 da LGPD. Não vendemos dados e não os
              compartilhamos para publicidade. A consulta de CEP envia apenas o número do CEP a um serviço público de
              endereços.
            </Text>
          </Section>

          <Section title="5. Consentimento para mensagens e notificações">
            <Text>
              O sistema só envia mensagens e notificações a um cliente depois que o consentimento dele é registrado no
              cadastro (aba LGPD). Sem esse registro, o envio de mensagens na conversa e os lembretes com aviso ao
              cliente ficam bloqueados no aplicativo, que mostra o motivo, e também são recusados pelo servidor. Se o
              cliente revoga o consentimento, os envios seguintes são bloqueados da mesma forma.
            </Text>
          </Section>

          <Section title="6. Por quanto tempo guardamos">
            <Text>
              O escritório guarda os dados enquanto durar a relação com o cliente e, depois dela, pelos prazos legais de
              guarda e de prescrição aplicáveis (em regra, até cinco anos após o encerramento do último processo ou
              serviço). O sistema não apaga registros ativos sozinho: cabe ao escritório eliminá-los ou anonimizá-los ao
              fim desse prazo.
            </Text>
            <Text>
              Um registro excluído fica guardado, marcado como excluído, para que a exclusão chegue a todos os aparelhos
              e possa ser desfeita. Nos aparelhos da equipe, ele é apagado definitivamente na primeira sincronização
              depois de 30 dias da chegada da exclusão ao aparelho (prazo que o escritório pode ajustar), se o servidor
              já tiver recebido a exclusão. No servidor, registros excluídos não são apagados automaticamente: um
              aparelho que ainda não recebeu a exclusão poderia devolver o registro ao servidor. A remoção definitiva é
              feita pelo administrador do escritório, por uma rotina de limpeza, depois de pelo menos 45 dias (mais que
              os 30 dias dos aparelhos e que os 14 dias em que uma sessão funciona sem conexão); até lá eles continuam
              guardados no servidor, marcados como excluídos.
            </Text>
          </Section>

          <Section title="7. Anonimização">
            <Text>
              Quando o escritório anonimiza um cliente (art. 18, IV), o sistema substitui no cadastro nome, CPF ou CNPJ,
              e-mail, telefone, data de nascimento, endereço, anotações, vínculo com o aplicativo e consentimento.
              Também substitui o nome, o CPF ou CNPJ, o telefone, o e-mail e o endereço do cliente onde foram copiados:
              na prévia da última mensagem das conversas, em títulos, notas e locais de eventos, em lembretes, nos
              processos e em seus andamentos, inclusive em registros já excluídos. Processos, andamentos e agenda
              continuam no sistema, ligados a um cadastro que não identifica mais ninguém.
            </Text>
            <List.Root ps="5" gap="1">
              <List.Item>
                <strong>Mensagens:</strong> o texto das mensagens trocadas não é alterado. Ele é prova do atendimento e
                é mantido para o cumprimento de obrigações legais e o exercício de direitos em processos (art. 7º, II e
                VI, e art. 16, I); mensagens que o escritório excluir seguem o prazo de registros excluídos (seção 6).
              </List.Item>
              <List.Item>
                <strong>Registro de auditoria:</strong> não pode ser alterado pela equipe. Ele identifica os registros
                de clientes apenas pelo código, sem nome ou documento. Quando duas alterações do mesmo campo se cruzam
                na sincronização, o valor descartado fica no registro de auditoria para poder ser restaurado, e não é
                anonimizado.
              </List.Item>
              <List.Item>
                <strong>Cópias fora do sistema:</strong> arquivos exportados (portabilidade) e documentos já baixados
                ficam com quem os baixou e não são alcançados pela anonimização.
              </List.Item>
            </List.Root>
          </Section>

          <Section title="8. Seus direitos (art. 18)">
            <Text>Você pode pedir ao escritório, a qualquer momento:</Text>
            <List.Root ps="5" gap="1">
              <List.Item>confirmação de que tratamos seus dados e acesso a eles;</List.Item>
              <List.Item>correção de dados incompletos, inexatos ou desatualizados;</List.Item>
              <List.Item>
                anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos (seção 7);
              </List.Item>
              <List.Item>portabilidade dos dados (o sistema exporta o cadastro completo em arquivo);</List.Item>
              <List.Item>informação sobre com quem os dados foram compartilhados;</List.Item>
              <List.Item>revogação do consentimento para mensagens e notificações.</List.Item>
            </List.Root>
            <Text>
              Dados necessários ao exercício de direitos em processos podem ser mantidos mesmo após um pedido de
              eliminação, nos limites da lei. Você também pode reclamar à Autoridade Nacional de Proteção de Dados
              (ANPD).
            </Text>
          </Section>

          <Section title="9. Segurança">
            <Text>
              O acesso exige login individual e a aprovação de um administrador do escritório; cada função da equipe vê
              e altera apenas o que lhe cabe, e um acesso desativado deixa de funcionar no servidor. A comunicação é
              criptografada. Toda criação, alteração e exclusão fica no registro de auditoria, com quem fez e quando;
              pelo sistema, ninguém da equipe, nem um administrador, edita ou apaga esse registro. Ao sair do sistema, a
              cópia dos dados guardada no aparelho (inclusive anexos) é apagada; se algo ainda não chegou ao servidor, o
              sistema mostra o que falta enviar e só sai depois do envio, ou mantém a sessão aberta.
            </Text>
          </Section>

          <Section title="10. Contato">
            <Text>
              Para exercer seus direitos ou tirar dúvidas, fale com o encarregado de dados (DPO) do escritório que
              atende você, pelos canais informados por ele. Pedidos sobre o funcionamento do sistema podem ser enviados
              a{' '}
              <ChakraLink
                href="mailto:privacidade@atendimento-advocacia.com.br"
                colorPalette="blue"
                textDecoration="underline"
              >
                privacidade@atendimento-advocacia.com.br
              </ChakraLink>
              .
            </Text>
          </Section>

          <Text>
            <ChakraLink asChild colorPalette="blue" fontWeight="medium" textDecoration="underline">
              <Link to="/">Voltar ao sistema</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
