import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/publicacoes/')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/_app/publicacoes/"!</div>
}
