// What a list says when it has nothing to show yet: what is missing, and what will fill it.
export function EmptyList({ title, hint, testId }: { title: string; hint: string; testId: string }) {
  return (
    <div className="rounded-md border border-line bg-white px-5 py-12 text-center" data-testid={testId}>
      <p className="font-medium text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{hint}</p>
    </div>
  );
}
