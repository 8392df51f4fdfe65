import type { ReactNode } from 'react';
import { Card, Heading, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Scale } from 'lucide-react';
import { APP_TITLE, PRIVACY_PATH } from '@/config/constants';
import { addStaticStyles } from '@/lib/static-styles';
import authLayoutCss from './auth-layout.css?inline';

addStaticStyles('auth-layout-styles', authLayoutCss);

/** Centered card used by the login and sign-up pages (the frame's styles: auth-layout.css). */
export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-column">
        <div className="auth-brand">
          <span className="auth-brand-icon">
            <Scale aria-hidden size={40} />
          </span>
          <p className="auth-brand-name">{APP_TITLE}</p>
        </div>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          <Card.Footer className="auth-card-footer">{footer}</Card.Footer>
        </Card.Root>
        <p className="auth-privacy">
          <ChakraLink asChild className="auth-privacy-link">
            <Link to={PRIVACY_PATH}>Política de privacidade</Link>
          </ChakraLink>
        </p>
      </div>
    </main>
  );
}
