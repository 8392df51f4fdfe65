import { createFileRoute } from '@tanstack/react-router';
import { ShortcutEditPage } from '@/features/shortcuts';

export const Route = createFileRoute('/_app/atalhos/editar/$id')({
  component: function EditShortcutRoute() {
    const { id } = Route.useParams();
    return <ShortcutEditPage id={id} />;
  },
});
