import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LayoutCreatePage } from '@/features/layouts';

const searchSchema = v.object({ modelo: v.fallback(v.optional(v.string()), undefined) });

export const Route = createFileRoute('/_app/layouts/cadastrar')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: CreateLayoutRoute,
});

function CreateLayoutRoute() {
  const { modelo } = Route.useSearch();
  return <LayoutCreatePage starter={modelo} />;
}
