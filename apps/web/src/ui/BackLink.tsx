import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** "Voltar para …" above a page's heading: to the list a create or edit screen came from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
