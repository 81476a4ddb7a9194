import { notFound } from 'next/navigation';

// Any path no route claims: the Page Not Found page, inside the site frame, with status 404.
export default function UnknownPage() {
  notFound();
}
