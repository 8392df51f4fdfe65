import * as v from 'valibot';

/** Tabs of the client page, kept in the `aba` search param so a tab can be linked and survives reload. */
export const CLIENT_TABS = ['dados', 'processos', 'agenda', 'aplicativo', 'lgpd'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];
export const CLIENT_TAB_LABELS: Record<ClientTab, string> = {
  dados: 'Dados',
  processos: 'Processos',
  agenda: 'Agenda',
  aplicativo: 'Aplicativo',
  lgpd: 'LGPD',
};

/** Search params of /clientes/editar/$id: `aba`, and `processo` (a process id or 'novo') on the Processos tab. */
export const clientPageSearchSchema = v.object({
  aba: v.fallback(v.optional(v.picklist(CLIENT_TABS)), undefined),
  processo: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(128))), undefined),
});
export type ClientPageSearch = v.InferOutput<typeof clientPageSearchSchema>;

export function parseClientPageSearch(search: Record<string, unknown>): ClientPageSearch {
  return v.parse(clientPageSearchSchema, search);
}
