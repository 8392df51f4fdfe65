import { createFileRoute } from '@tanstack/react-router';
import { ShortcutListPage } from '@/features/shortcuts/components/ShortcutListPage';

export const Route = createFileRoute('/_app/atalhos/')({
  component: ShortcutListPage,
});
