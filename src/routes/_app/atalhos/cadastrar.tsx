import { createFileRoute } from '@tanstack/react-router';
import { ShortcutCreatePage } from '@/features/shortcuts';

export const Route = createFileRoute('/_app/atalhos/cadastrar')({
  component: ShortcutCreatePage,
});
