import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChatsPage } from '@/features/chats';

const searchSchema = v.object({
  conversa: v.optional(v.pipe(v.string(), v.maxLength(128))),
  situacao: v.optional(v.picklist(['aberto', 'aguardando', 'encerrado'])),
});

export const Route = createFileRoute('/_app/chats/')({
  validateSearch: searchSchema,
  component: ChatsRoute,
});

function ChatsRoute() {
  const { conversa, situacao } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ChatsPage chatId={conversa} status={situacao} onNavigate={(search) => void navigate({ search })} />;
}
