// A code that reads left to right in every language: SKU, part, OEM and interchange numbers, VINs,
// order numbers, emails, phone numbers, postcodes. Isolated (<bdi dir="ltr">), so in Arabic text
// "20379-Z9357" keeps its order instead of being split into runs and reordered, and the text around
// it keeps its own direction.
import type { ReactNode } from 'react';

export function Code({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <bdi dir="ltr" className={className} data-testid={testId}>
      {children}
    </bdi>
  );
}
