import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/product';

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. AI-assisted SEO for site owners and marketers.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link className="hover:text-foreground" to="/pricing">
            Pricing
          </Link>
          <Link className="hover:text-foreground" to="/blog">
            Blog
          </Link>
          <Link className="hover:text-foreground" to="/content-generator">
            Content Generator
          </Link>
        </nav>
      </div>
    </footer>
  );
}
