import { createFileRoute } from '@tanstack/react-router';
import { FaqEditPage } from '@/features/faq';

export const Route = createFileRoute('/_app/faq/editar/$id')({
  component: function EditFaqRoute() {
    const { id } = Route.useParams();
    return <FaqEditPage id={id} />;
  },
});
