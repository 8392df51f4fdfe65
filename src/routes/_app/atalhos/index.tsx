import { createFileRoute } from '@tanstack/react-router';
import { ShortcutListPage } from '@/features/shortcuts';

export const Route = createFileRoute('/_app/atalhos/')({
  component: ShortcutListPage,
});
