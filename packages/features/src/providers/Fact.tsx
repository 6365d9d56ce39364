import type { ReactNode } from 'react';

/** One term and its value in a provider's facts list (`<dl>`): Address, Phone, Wait time, City, Price. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
