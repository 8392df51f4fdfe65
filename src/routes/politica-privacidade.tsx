import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '@/features/privacy';

export const Route = createFileRoute('/politica-privacidade')({
  component: PrivacyPolicy,
});
