import { createFileRoute } from '@tanstack/react-router';
import { ShortcutCreatePage } from '@/features/shortcuts/components/ShortcutFormPage';

export const Route = createFileRoute('/_app/atalhos/cadastrar')({
  component: ShortcutCreatePage,
});
