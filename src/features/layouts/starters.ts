import type { LayoutDoc } from '@/data';

/**
 * Ready-made starting points. Text uses the app's light markup (*negrito*, _itálico_) and
 * the placeholders of lib/text-styles; what only the lawyer knows (fees, the object of the
 * engagement) is left in [colchetes] to complete in the editor.
 */
export interface StarterTemplate {
  id: string;
  name: string;
  kind: LayoutDoc['kind'];
  description: string;
  content: string;
}

const SIGNATURE_LINE = '———————————————————————————';

const QUALIFICACAO_CLIENTE =
  '{{cliente.nome}}, {{cliente.nacionalidade}}, {{cliente.estadoCivil}}, {{cliente.profissao}}, portador(a) da cédula de identidade RG nº {{cliente.rg}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.documento}}, residente e domiciliado(a) em {{cliente.endereco}}, e-mail {{cliente.email}}, telefone {{cliente.telefone}}';

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    id: 'procuracao-ad-judicia',
    name: 'Procuração ad judicia et extra',
    kind: 'procuracao',
    description: 'Mandato para o foro em geral, com os poderes especiais do art. 105 do CPC.',
    content: `*PROCURAÇÃO AD JUDICIA ET EXTRA*

*OUTORGANTE:* ${QUALIFICACAO_CLIENTE}.

*OUTORGADO(A):* {{usuario.nome}}, advogado(a) inscrito(a) na Ordem dos Advogados do Brasil sob o nº {{usuario.oab}}, integrante de {{escritorio.nome}}, inscrita no CNPJ sob o nº {{escritorio.cnpj}}, com escritório profissional em {{escritorio.endereco}}, telefone {{escritorio.telefone}}, e-mail {{escritorio.email}}, onde recebe intimações.

*PODERES:* pelo presente instrumento particular de mandato, o(a) OUTORGANTE nomeia e constitui o(a) OUTORGADO(A) seu(sua) bastante procurador(a), a quem confere os poderes da cláusula _ad judicia et extra_, para o foro em geral, podendo propor as ações competentes e defendê-lo(a) nas contrárias, em qualquer juízo, instância ou tribunal, seguindo umas e outras até final decisão, usando dos recursos legais e acompanhando-os, e conferindo-lhe, ainda, os poderes especiais para confessar, reconhecer a procedência do pedido, transigir, desistir, renunciar ao direito sobre o qual se funda a ação, receber, dar quitação, firmar compromisso e assinar declaração de hipossuficiência econômica, nos termos do art. 105 do Código de Processo Civil, podendo substabelecer, com ou sem reserva de iguais poderes.

*FINALIDADE ESPECÍFICA:* {{processo.assunto}}.

{{cliente.cidade}}/{{cliente.uf}}, {{data.hojeExtenso}}.


${SIGNATURE_LINE}
{{cliente.nome}}`,
  },
  {
    id: 'contrato-honorarios',
    name: 'Contrato de prestação de serviços advocatícios e honorários',
    kind: 'contrato_honorarios',
    description: 'Objeto, honorários contratuais e de êxito, despesas, rescisão e foro.',
    content: `*CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS E HONORÁRIOS*

Pelo presente instrumento particular, de um lado ${QUALIFICACAO_CLIENTE}, doravante denominado(a) *CONTRATANTE*, e, de outro, {{escritorio.nome}}, inscrita no CNPJ sob o nº {{escritorio.cnpj}}, com sede em {{escritorio.endereco}}, neste ato representada por {{usuario.nome}}, advogado(a) inscrito(a) na OAB sob o nº {{usuario.oab}}, doravante denominada *CONTRATADA*, têm entre si justo e contratado o seguinte, nos termos da Lei nº 8.906/1994 (Estatuto da Advocacia) e do Código de Ética e Disciplina da OAB:

*CLÁUSULA 1ª – DO OBJETO.* A CONTRATADA prestará ao(à) CONTRATANTE serviços de advocacia consistentes em {{processo.assunto}} ([descrever as medidas judiciais ou extrajudiciais abrangidas]), em todas as instâncias, até decisão final.

*CLÁUSULA 2ª – DOS HONORÁRIOS.* Pelos serviços, o(a) CONTRATANTE pagará à CONTRATADA honorários de *R$ [valor] ([valor por extenso])*, da seguinte forma: [à vista / em N parcelas mensais de R$ [valor], com vencimento no dia [dia] de cada mês].

*Parágrafo único.* Em caso de êxito, serão devidos, ainda, honorários de [percentual]% sobre o proveito econômico obtido, sem prejuízo dos honorários de sucumbência, que pertencem à CONTRATADA, nos termos do art. 23 da Lei nº 8.906/1994.

*CLÁUSULA 3ª – DAS DESPESAS.* Custas, emolumentos, perícias, diligências e demais despesas necessárias ao andamento dos serviços correm por conta do(a) CONTRATANTE, mediante comprovação.

*CLÁUSULA 4ª – DO ATRASO.* O atraso no pagamento sujeitará o valor devido a correção monetária, juros de mora de 1% ao mês e multa de 2%.

*CLÁUSULA 5ª – DA RESCISÃO.* As partes podem rescindir este contrato mediante notificação escrita. A revogação do mandato pelo(a) CONTRATANTE não o(a) desobriga do pagamento dos honorários contratados, proporcionalmente aos serviços prestados, nem dos honorários de êxito, se este vier a ocorrer.

*CLÁUSULA 6ª – DO FORO.* Fica eleito o foro da comarca de {{cliente.cidade}}/{{cliente.uf}} para dirimir quaisquer questões oriundas deste contrato.

E, por estarem justas e contratadas, as partes assinam o presente em duas vias de igual teor e forma, na presença de duas testemunhas.

{{cliente.cidade}}/{{cliente.uf}}, {{data.hojeExtenso}}.


${SIGNATURE_LINE}
{{cliente.nome}} – CONTRATANTE


${SIGNATURE_LINE}
{{escritorio.nome}} – CONTRATADA

Testemunhas:
1. ${SIGNATURE_LINE}   CPF:
2. ${SIGNATURE_LINE}   CPF:`,
  },
  {
    id: 'declaracao-hipossuficiencia',
    name: 'Declaração de hipossuficiência econômica',
    kind: 'declaracao',
    description: 'Para o pedido de gratuidade da justiça (CPC arts. 98 e 99).',
    content: `*DECLARAÇÃO DE HIPOSSUFICIÊNCIA ECONÔMICA*

Eu, ${QUALIFICACAO_CLIENTE}, *DECLARO*, para os devidos fins e sob as penas da lei, nos termos dos arts. 98 e 99 do Código de Processo Civil e do art. 5º, inciso LXXIV, da Constituição Federal, que não tenho condições de arcar com as custas e despesas processuais e com os honorários advocatícios sem prejuízo do meu próprio sustento e do de minha família, razão pela qual requeiro os benefícios da gratuidade da justiça.

Declaro, ainda, estar ciente de que a falsidade desta declaração pode configurar o crime previsto no art. 299 do Código Penal e de que, revogado o benefício, arcarei com as despesas processuais que tiver deixado de adiantar e, em caso de má-fé, com multa de até o décuplo de seu valor, nos termos do art. 100, parágrafo único, do Código de Processo Civil.

{{cliente.cidade}}/{{cliente.uf}}, {{data.hojeExtenso}}.


${SIGNATURE_LINE}
{{cliente.nome}}`,
  },
];

export function starterById(id: string | undefined): StarterTemplate | undefined {
  return STARTER_TEMPLATES.find((s) => s.id === id);
}
